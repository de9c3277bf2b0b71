import { lazy, Suspense } from 'react';
import { useCookieConsent } from './cookie-preferences';

// The dialog (and the modal code it needs) loads only when it is to be shown, not with every page.
const CookieConsentModal = lazy(() => import('./cookie-consent-modal'));

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
