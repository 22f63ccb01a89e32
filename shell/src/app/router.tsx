// The app's route table. Public: /landing, /auth, /auth/callback. Everything
// else sits behind the auth guard; remote pages render inside the shell's layout.
import { lazy, Suspense, type ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';
import { NotFound } from '@onething/shared-ui';
import { PageSpinner } from '../layout/page-spinner';
import { RemotePage } from '../module-federation/remote-page';
import { preloadRemotePage } from '../module-federation/preload-remote-page';
import { AppLayout } from '../layout/app-layout';
import { RedirectIfSignedIn, RequireAuth } from '../auth/route-guards';
import { RouteErrorBoundary } from './route-error-screen';
import { REMOTE_ROUTES } from './remote-routes';
import { DocumentTitle } from './document-title';
import { AUTH_ROUTE_HANDLE, LANDING_ROUTE_HANDLE } from './page-titles';

const LandingPage = lazy(() => import('../routes/landing-page'));
const AuthPage = lazy(() => import('../routes/auth-page'));
const AuthCallbackPage = lazy(() => import('../routes/auth-callback-page'));
const OnboardingPage = lazy(() => import('../routes/onboarding-page'));
const SettingsPage = lazy(() => import('../routes/settings-page'));

const page = (element: ReactNode) => <Suspense fallback={<PageSpinner />}>{element}</Suspense>;

const titled = (title: string | undefined, element: ReactNode) => (
  <DocumentTitle title={title}>{element}</DocumentTitle>
);

/** The route table, rendered inside the app's <BrowserRouter>. */
export function AppRoutes() {
  return (
    <RouteErrorBoundary>
      <Routes>
        <Route path="/landing" element={titled(LANDING_ROUTE_HANDLE.title, page(<LandingPage />))} />
        <Route
          path="/auth"
          element={titled(
            AUTH_ROUTE_HANDLE.title,
            <RedirectIfSignedIn>{page(<AuthPage preparePage={preloadRemotePage} />)}</RedirectIfSignedIn>,
          )}
        />
        <Route path="/auth/callback" element={titled('Signing In', page(<AuthCallbackPage />))} />
        <Route path="/onboarding" element={titled('Welcome', <RequireAuth>{page(<OnboardingPage />)}</RequireAuth>)} />
        <Route
          element={
            <RequireAuth>
              <AppLayout />
            </RequireAuth>
          }
        >
          {REMOTE_ROUTES.map(({ path, title, remote, exposed }) => (
            <Route key={path} path={path} element={titled(title, <RemotePage remote={remote} exposed={exposed} />)} />
          ))}
          <Route path="/settings" element={titled('Settings', page(<SettingsPage />))} />
        </Route>
        <Route path="*" element={titled('Page Not Found', <NotFound />)} />
      </Routes>
    </RouteErrorBoundary>
  );
}
