import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import { Provider as JotaiProvider, createStore } from 'jotai';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter, RouterProvider, createMemoryRouter, useLocation, type RouteObject } from 'react-router-dom';
import { AuthContext, createQueryClient, type AuthContextValue } from '@onething/shared-data';
import { ThemeProvider } from '@onething/shared-ui';
import { Toaster } from '@onething/shared-ui/toaster';
import { authValue, fakeAuth } from './auth-value';

export type JotaiStore = ReturnType<typeof createStore>;

export type AppProviderOptions = {
  /** Signed in as this user; without it (and without `auth`) no auth context is given. */
  userId?: string;
  /** The whole auth context (e.g. fakeAuth(...) with spies or a profile); it wins over `userId`. */
  auth?: AuthContextValue;
  /** The jotai store, for a test that arranges or reads client state; a fresh one by default. */
  store?: JotaiStore;
  /** The app's own query client (its retry and cache rules) by default. */
  queryClient?: QueryClient;
};

export type RenderWithAppOptions = AppProviderOptions & {
  /** Where the router starts. */
  url?: string;
};

export type Rendered = RenderResult & { queryClient: QueryClient; store: JotaiStore };

type Providers = { store: JotaiStore; queryClient: QueryClient; auth: AuthContextValue | null };

function providers({
  userId,
  auth,
  store = createStore(),
  queryClient = createQueryClient(),
}: AppProviderOptions): Providers {
  return { store, queryClient, auth: auth ?? (userId === undefined ? null : authValue(userId)) };
}

// The providers the shell gives every page (tooltips need none: each one has the app's delay by default).
function AppProviders({ store, queryClient, auth, children }: Providers & { children: ReactNode }) {
  return (
    <JotaiProvider store={store}>
      <QueryClientProvider client={queryClient}>
        <ThemeProvider mode="light" applyToDocument={false}>
          {auth ? <AuthContext.Provider value={auth}>{children}</AuthContext.Provider> : children}
          <Toaster />
        </ThemeProvider>
      </QueryClientProvider>
    </JotaiProvider>
  );
}

/**
 * Renders inside the providers the shell gives every remote: jotai store, router, query client, light
 * theme, auth and toasts. Data goes to the real local backend through the app's client (see signInAsApp
 * from @onething/shared-data/testing).
 */
export function renderWithApp(ui: ReactElement, { url = '/', ...options }: RenderWithAppOptions = {}): Rendered {
  const given = providers(options);
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[url]}>
      <AppProviders {...given}>{children}</AppProviders>
    </MemoryRouter>
  );
  return Object.assign(render(ui, { wrapper: Wrapper }), { queryClient: given.queryClient, store: given.store });
}

export type RenderRouteOptions = AppProviderOptions & {
  /** The route `ui` is rendered at ('/' by default). */
  path?: string;
  /** Where the router starts: `path` by default, or another location (with its state). */
  initialEntry?: string | { pathname: string; state?: unknown };
  /** Extra routes, e.g. the page a link leads to. */
  routes?: RouteObject[];
};

/**
 * Renders `ui` as the page at `path` of a data router (for code that navigates, blocks navigation or reads
 * location state) inside the same providers as renderWithApp; every other path renders its pathname, search
 * and state in an `output` with test id "location", so a test can see where a navigation went. Without
 * `userId` or `auth` the page is signed out (fakeAuth()).
 */
export function renderRoute(
  ui: ReactElement,
  { path = '/', initialEntry, routes = [], ...options }: RenderRouteOptions = {},
) {
  // A page always has an auth context in the app: signed out unless the test says otherwise.
  const given = providers({
    ...options,
    auth: options.auth ?? (options.userId === undefined ? fakeAuth() : undefined),
  });
  const router = createMemoryRouter([{ path, element: ui }, ...routes, { path: '*', element: <LocationProbe /> }], {
    initialEntries: [initialEntry ?? path],
  });
  const result = render(
    <AppProviders {...given}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return Object.assign(result, { router, queryClient: given.queryClient, store: given.store, auth: given.auth });
}

function LocationProbe() {
  const location = useLocation();
  return (
    <output data-testid="location">
      {location.pathname}
      {location.search}
      {location.state ? ` ${JSON.stringify(location.state)}` : ''}
    </output>
  );
}

/** A query client that never retries, for tests that drive a query or mutation hook directly. */
export function testQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
}
