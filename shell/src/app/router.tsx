// The app's route table. Public: /landing, /auth, /auth/callback. Everything
// else sits behind the auth guard; remote pages render inside the shell's layout.
import { lazy, Suspense, type ReactNode } from 'react';
import { createBrowserRouter } from 'react-router-dom';
import { NotFound } from '@onething/shared-ui';
import { PageSpinner } from '../layout/page-spinner';
import { RemotePage } from '../module-federation/remote-page';
import { preloadRemotePage } from '../module-federation/preload-remote-page';
import { AppLayout } from '../layout/app-layout';
import { RedirectIfSignedIn, RequireAuth } from '../auth/route-guards';
import { RouteErrorScreen } from './route-error-screen';
import { REMOTE_ROUTES } from './remote-routes';
import { DocumentTitle } from './document-title';
import { AUTH_ROUTE_HANDLE, LANDING_ROUTE_HANDLE } from './page-titles';

const LandingPage = lazy(() => import('../routes/landing-page'));
const AuthPage = lazy(() => import('../routes/auth-page'));
const AuthCallbackPage = lazy(() => import('../routes/auth-callback-page'));
const OnboardingPage = lazy(() => import('../routes/onboarding-page'));
const SettingsPage = lazy(() => import('../routes/settings-page'));

const page = (element: ReactNode) => <Suspense fallback={<PageSpinner />}>{element}</Suspense>;

export const router = createBrowserRouter([
  {
    element: <DocumentTitle />,
    errorElement: <RouteErrorScreen />,
    children: [
      { path: '/landing', handle: LANDING_ROUTE_HANDLE, element: page(<LandingPage />) },
      { path: '/auth', handle: AUTH_ROUTE_HANDLE, element: <RedirectIfSignedIn>{page(<AuthPage preparePage={preloadRemotePage} />)}</RedirectIfSignedIn> },
      { path: '/auth/callback', handle: { title: 'Signing In' }, element: page(<AuthCallbackPage />) },
      { path: '/onboarding', handle: { title: 'Welcome' }, element: <RequireAuth>{page(<OnboardingPage />)}</RequireAuth> },
      {
        element: (
          <RequireAuth>
            <AppLayout />
          </RequireAuth>
        ),
        children: [
          ...REMOTE_ROUTES.map(({ path, title, remote, exposed }) => ({
            path,
            handle: { title },
            element: <RemotePage remote={remote} exposed={exposed} />,
          })),
          { path: '/settings', handle: { title: 'Settings' }, element: page(<SettingsPage />) },
        ],
      },
      { path: '*', handle: { title: 'Page Not Found' }, element: <NotFound /> },
    ],
  },
]);
