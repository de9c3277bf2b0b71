import { STORAGE_KEYS } from '@common/constants';
import { create } from 'zustand';

/** SPEC.md §3: szukseges is always true. */
export interface CookiePreferences {
  szukseges: true;
  statisztika: boolean;
  marketing: boolean;
}

export function parseCookiePreferences(text: string | null): CookiePreferences | null {
  if (!text) return null;
  try {
    const value = JSON.parse(text) as Partial<CookiePreferences>;
    if (typeof value.statisztika !== 'boolean' || typeof value.marketing !== 'boolean') return null;
    return { szukseges: true, statisztika: value.statisztika, marketing: value.marketing };
  } catch {
    return null;
  }
}

function readStored(): CookiePreferences | null {
  try {
    return parseCookiePreferences(window.localStorage.getItem(STORAGE_KEYS.cookiePreferences));
  } catch {
    return null;
  }
}

interface CookieConsentState {
  preferences: CookiePreferences | null;
  /** The dialog shows while no choice is stored, or when the user reopens it from the footer. */
  open: boolean;
  /** Reads the stored choice: the dialog stays only if there is none (see common/cookie-consent.ts). */
  settle(): void;
  save(choice: { statisztika: boolean; marketing: boolean }): void;
  reopen(): void;
}

export const useCookieConsent = create<CookieConsentState>((set) => ({
  // Open, as the server renders every page (it cannot see the stored choice): hydration starts from
  // this state, and `settle` follows.
  preferences: null,
  open: true,
  settle: () => {
    const preferences = readStored();
    set({ preferences, open: preferences === null });
    // From now on the state decides; the head script's mark would hide a reopened dialog.
    delete document.documentElement.dataset.consent;
  },
  save: (choice) => {
    const value: CookiePreferences = { szukseges: true, ...choice };
    try {
      window.localStorage.setItem(STORAGE_KEYS.cookiePreferences, JSON.stringify(value));
    } catch {
      // Storage refused: the choice holds for this visit only.
    }
    set({ preferences: value, open: false });
  },
  reopen: () => set({ open: true }),
}));

/** Clears the stored choice ("Süti-beállítások módosítása"): the dialog asks again after the reload. */
export function forgetCookieChoice() {
  try {
    window.localStorage.removeItem(STORAGE_KEYS.cookiePreferences);
  } catch {
    return;
  }
  window.location.reload();
}
