import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import { Provider as JotaiProvider, createStore } from 'jotai';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { AuthContext, createQueryClient } from '@onething/shared-data';
import { ThemeProvider } from '@onething/shared-ui';
import { TooltipProvider } from '@onething/shared-ui/overlays';
import { Toaster } from '@onething/shared-ui/toaster';
import { authValue } from './auth-value';

export type JotaiStore = ReturnType<typeof createStore>;

export type RenderWithAppOptions = {
  /** Signed in as this user; without it no auth context is given (for components that do not read it). */
  userId?: string;
  /** Where the router starts. */
  url?: string;
  /** The jotai store, for a test that arranges or reads client state; a fresh one by default. */
  store?: JotaiStore;
  /** The app's own query client (its retry and cache rules) by default. */
  queryClient?: QueryClient;
};

export type Rendered = RenderResult & { queryClient: QueryClient; store: JotaiStore };

/**
 * Renders inside the providers the shell gives every remote: jotai store, router, query client, light
 * theme, tooltips, auth and toasts. Data goes to the real local backend through the app's client (see
 * signInAsApp from @onething/shared-data/testing).
 */
export function renderWithApp(
  ui: ReactElement,
  { userId, url = '/', store = createStore(), queryClient = createQueryClient() }: RenderWithAppOptions = {},
): Rendered {
  const auth = userId === undefined ? null : authValue(userId);
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <JotaiProvider store={store}>
      <MemoryRouter initialEntries={[url]}>
        <QueryClientProvider client={queryClient}>
          <ThemeProvider mode="light" applyToDocument={false}>
            <TooltipProvider>
              {auth ? <AuthContext.Provider value={auth}>{children}</AuthContext.Provider> : children}
              <Toaster />
            </TooltipProvider>
          </ThemeProvider>
        </QueryClientProvider>
      </MemoryRouter>
    </JotaiProvider>
  );
  return Object.assign(render(ui, { wrapper: Wrapper }), { queryClient, store });
}

/** A query client that never retries, for tests that drive a query or mutation hook directly. */
export function testQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
}
