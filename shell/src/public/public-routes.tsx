// The pages a signed-out visitor opens first, /landing and /auth, as their own small bundle (no Module
// Federation, no data layer, no remotes) that the build also renders to HTML. A plain router (not the
// app's data router) keeps the bundle small. Any other path belongs to the app: going there loads the
// app's page from the server.
import { useEffect, type ReactNode } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { AUTH_ROUTE_HANDLE, LANDING_ROUTE_HANDLE, formatDocumentTitle, type RouteHandle } from '../app/page-titles';
import AuthPage from '../routes/auth-page';
import LandingPage from '../routes/landing-page';
import { RedirectIfStoredSession } from './stored-session';

/** The page's path → its title, also written into the prerendered HTML. */
export const PUBLIC_PAGES = [
  { path: '/landing', handle: LANDING_ROUTE_HANDLE },
  { path: '/auth', handle: AUTH_ROUTE_HANDLE },
] as const;

function Titled({ handle, children }: { handle: RouteHandle; children: ReactNode }) {
  useEffect(() => {
    document.title = formatDocumentTitle(handle.title);
  }, [handle]);
  return <>{children}</>;
}

function LoadFromServer() {
  const { pathname, search, hash } = useLocation();
  useEffect(() => {
    window.location.replace(`${pathname}${search}${hash}`);
  }, [pathname, search, hash]);
  return null;
}

export function PublicRoutes() {
  return (
    <Routes>
      <Route
        path="/landing"
        element={
          <Titled handle={LANDING_ROUTE_HANDLE}>
            <LandingPage />
          </Titled>
        }
      />
      <Route
        path="/auth"
        element={
          <Titled handle={AUTH_ROUTE_HANDLE}>
            <RedirectIfStoredSession>
              <AuthPage />
            </RedirectIfStoredSession>
          </Titled>
        }
      />
      <Route path="*" element={<LoadFromServer />} />
    </Routes>
  );
}
