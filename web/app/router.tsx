import { PageLoader } from '@web/components/page-loader';
import { StaticPage, type StaticPageActions } from '@web/components/static-page';
import { CookieConsent } from '@web/features/cookie-consent/cookie-consent';
import { forgetCookieChoice } from '@web/features/cookie-consent/cookie-preferences';
import HomePage from '@web/features/home/home-page';
import NotFoundPage from '@web/features/not-found/not-found-page';
import { useAuthStore } from '@web/lib/auth-store';
import { withFullStyles } from '@web/lib/lazy-styles';
import { type ComponentType, lazy, type ReactNode, Suspense } from 'react';
import { Outlet, type RouteObject, useRoutes } from 'react-router';
import { RouteGuard } from './guards';
import { MainLayout } from './layouts/main-layout';
import { RealtimeConnection } from './realtime-connection';
import type { RouteAccessRule } from './route-access';

// Each area and the heavier public pages are separate chunks: the home page never downloads them. The
// pages that are not server-rendered bring Mantine's whole stylesheet (the public pages carry a part).
const AdviserArea = lazy(withFullStyles(() => import('./areas/adviser-area')));
const AskerArea = lazy(withFullStyles(() => import('./areas/asker-area')));
const AdminArea = lazy(withFullStyles(() => import('./areas/admin-area')));
const MeetingPage = lazy(withFullStyles(() => import('@web/features/meeting/meeting-page')));
const TermsPage = lazy(() => import('@web/features/legal/terms-page'));
const PrivacyPage = lazy(() => import('@web/features/legal/privacy-page'));
const LandingPage = lazy(() => import('@web/features/landing/landing-page'));
const AdviserLandingPage = lazy(() => import('@web/features/landing/adviser-landing-page'));
const PRIVACY_ACTIONS = { 'cookie-reset': forgetCookieChoice };
const AdviserListPage = lazy(() => import('@web/features/advisers/adviser-list-page'));
const AdviserProfilePage = lazy(() => import('@web/features/advisers/adviser-profile-page'));
const LoginPage = lazy(withFullStyles(() => import('@web/features/auth/login-page')));
const RegisterPage = lazy(withFullStyles(() => import('@web/features/auth/register-page')));
const EmailVerificationPage = lazy(
  withFullStyles(() => import('@web/features/auth/email-verification-page')),
);
const TwoFactorPage = lazy(withFullStyles(() => import('@web/features/auth/two-factor-page')));
const ForgotPasswordPage = lazy(withFullStyles(() => import('@web/features/auth/forgot-password-page')));
const PasswordResetPage = lazy(withFullStyles(() => import('@web/features/auth/password-reset-page')));
const DemoPaymentPage = lazy(withFullStyles(() => import('@web/features/subscriptions/demo-payment-page')));
const DemoCheckoutPage = lazy(
  withFullStyles(() => import('@web/features/my-consultations/demo-checkout-page')),
);

const guestOnly: RouteAccessRule = { guestOnly: true };

// No Suspense boundary of its own: a lazy page suspends up to a boundary already on screen (the public
// layout's, or Root's for the areas and the meeting), so a navigation, which React Router runs as a
// transition, keeps the previous screen until the page has loaded instead of flashing the loader.
function guarded(rule: RouteAccessRule, element: ReactNode) {
  return <RouteGuard rule={rule}>{element}</RouteGuard>;
}

/** A legal page is static, but a signed-in admin's is the page itself: it names the missing operator data. */
function LegalPage(props: { name: string; page: ComponentType; actions?: StaticPageActions }) {
  const isAdmin = useAuthStore((s) => s.user?.role === 'admin');
  return <StaticPage {...props} live={isAdmin} />;
}

/**
 * Everything renders inside the router, so the consent dialog can link to the privacy notice and the
 * real-time connection can report every navigation.
 */
function Root() {
  return (
    <>
      <Suspense fallback={<PageLoader />}>
        <Outlet />
      </Suspense>
      <CookieConsent />
      <RealtimeConnection />
    </>
  );
}

/**
 * Every route of SPEC.md §2, as plain route objects: the browser mounts them in a BrowserRouter and the
 * server renders the public ones in a StaticRouter (a data router would add ~40 KB to every page).
 */
export const routes: RouteObject[] = [
  {
    element: <Root />,
    children: [
      {
        element: <MainLayout />,
        children: [
          {
            index: true,
            element: <HomePage />,
          },
          { path: 'bejelentkezes', element: guarded(guestOnly, <LoginPage />) },
          { path: 'regisztracio', element: guarded(guestOnly, <RegisterPage />) },
          { path: 'email-verification', element: <EmailVerificationPage /> },
          { path: 'elfelejtett-jelszo', element: <ForgotPasswordPage /> },
          { path: 'jelszo-visszaallitas', element: <PasswordResetPage /> },
          { path: '2fa-verification', element: <TwoFactorPage /> },
          { path: 'tanacsadok', element: <AdviserListPage /> },
          { path: 'tanacsado/:id', element: <AdviserProfilePage /> },
          {
            path: 'adatkezeles',
            element: <LegalPage name="adatkezeles" page={PrivacyPage} actions={PRIVACY_ACTIONS} />,
          },
          { path: 'aszf', element: <LegalPage name="aszf" page={TermsPage} /> },
          { path: 'landing', element: <StaticPage name="landing" page={LandingPage} /> },
          {
            path: 'landing-tanacsadoknak',
            element: <StaticPage name="landing-tanacsadoknak" page={AdviserLandingPage} />,
          },
          // The demo payment provider's page (checkoutUrl without payment keys); askers and advisers.
          {
            path: 'fizetes/demo/:paymentId',
            element: guarded({ roles: ['tanacsado', 'kerdezo'] }, <DemoPaymentPage />),
          },
          // The same provider's page of a booked consultation (issue 38); only askers pay for one.
          {
            path: 'fizetes/demo/idopont/:appointmentId',
            element: guarded({ roles: ['kerdezo'] }, <DemoCheckoutPage />),
          },
          {
            path: '*',
            element: <NotFoundPage />,
          },
        ],
      },
      { path: 'meeting/:roomId', element: guarded({ roles: ['tanacsado', 'kerdezo'] }, <MeetingPage />) },
      { path: 'tanacsadoi-fiok/*', element: guarded({ roles: ['tanacsado'] }, <AdviserArea />) },
      { path: 'kerdezo/*', element: guarded({ roles: ['kerdezo'] }, <AskerArea />) },
      { path: 'admin/*', element: guarded({ roles: ['admin'] }, <AdminArea />) },
    ],
  },
];

export function AppRoutes() {
  return useRoutes(routes);
}
