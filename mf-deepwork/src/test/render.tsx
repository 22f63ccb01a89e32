import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import { Provider as JotaiProvider, createStore } from 'jotai';
import type { ReactElement, ReactNode } from 'react';
import type { User } from '@supabase/supabase-js';
import { AuthContext, createQueryClient, type AuthContextValue } from '@onething/shared-data';
import { ThemeProvider } from '@onething/shared-ui';
import { TooltipProvider } from '@onething/shared-ui/overlays';
import { Toaster } from '@onething/shared-ui/toaster';

export type JotaiStore = ReturnType<typeof createStore>;

export function authValue(userId: string, email = 'me@example.com'): AuthContextValue {
  const user = { id: userId, email } as User;
  return {
    user,
    session: null,
    profile: null,
    loading: false,
    signIn: async () => undefined,
    signUp: async () => ({ needsConfirmation: false }),
    signOut: async () => undefined,
    updateProfile: async () => {
      throw new Error('not used');
    },
    refreshProfile: async () => undefined,
  };
}

export type Rendered = RenderResult & { queryClient: QueryClient; store: JotaiStore };

/**
 * Renders inside the providers the shell gives every remote (query client, jotai store, theme, tooltips,
 * auth, toasts), signed in as `userId`. Data goes to the real local backend through the app's client
 * (see signInAsApp from @onething/shared-data/testing).
 */
export function renderWithApp(ui: ReactElement, { userId, store = createStore() }: { userId: string; store?: JotaiStore }): Rendered {
  const queryClient = createQueryClient();
  const auth = authValue(userId);
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <JotaiProvider store={store}>
      <QueryClientProvider client={queryClient}>
        <ThemeProvider mode="light" applyToDocument={false}>
          <TooltipProvider>
            <AuthContext.Provider value={auth}>{children}</AuthContext.Provider>
            <Toaster />
          </TooltipProvider>
        </ThemeProvider>
      </QueryClientProvider>
    </JotaiProvider>
  );
  return Object.assign(render(ui, { wrapper: Wrapper }), { queryClient, store });
}
