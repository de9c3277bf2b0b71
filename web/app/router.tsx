import { PageLoader } from '@web/components/page-loader';
import { CookieConsent } from '@web/features/cookie-consent/cookie-consent';
import HomePage from '@web/features/home/home-page';
import NotFoundPage from '@web/features/not-found/not-found-page';
import { withFullStyles } from '@web/lib/lazy-styles';
import { lazy, type ReactNode, Suspense } from 'react';
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

const guestOnly: RouteAccessRule = { guestOnly: true };

function guarded(rule: RouteAccessRule, element: ReactNode) {
  return (
    <RouteGuard rule={rule}>
      <Suspense fallback={<PageLoader />}>{element}</Suspense>
    </RouteGuard>
  );
}

/**
 * Everything renders inside the router, so the consent dialog can link to the privacy notice and the
 * real-time connection can report every navigation.
 */
function Root() {
  return (
    <>
      <Outlet />
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
          { path: 'adatkezeles', element: <PrivacyPage /> },
          { path: 'aszf', element: <TermsPage /> },
          { path: 'landing', element: <LandingPage /> },
          { path: 'landing-tanacsadoknak', element: <AdviserLandingPage /> },
          // The demo payment provider's page (checkoutUrl without payment keys); askers and advisers.
          {
            path: 'fizetes/demo/:paymentId',
            element: guarded({ roles: ['tanacsado', 'kerdezo'] }, <DemoPaymentPage />),
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
