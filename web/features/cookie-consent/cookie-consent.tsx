import { lazy, Suspense } from 'react';
import { useCookieConsent } from './cookie-preferences';

// The dialog (and the modal code it needs) loads only when it is to be shown, not with every page; on a
// first visit its code is fetched while the page hydrates, so it shows as soon as the page is ready.
const loadDialog = () => import('./cookie-consent-modal');
const CookieConsentModal = lazy(loadDialog);
if (typeof window !== 'undefined' && useCookieConsent.getState().open) void loadDialog();

/** The cookie-consent dialog of SPEC.md §2 while no choice is stored, or when reopened from the footer. */
export function CookieConsent() {
  const open = useCookieConsent((state) => state.open);
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <CookieConsentModal />
    </Suspense>
  );
}
