import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import type { User } from '@supabase/supabase-js';
import { AuthContext, createQueryClient, type AuthContextValue } from '@onething/shared-data';
import { ThemeProvider } from '@onething/shared-ui';
import { Toaster } from '@onething/shared-ui/toaster';

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

export type Rendered = RenderResult & { queryClient: QueryClient };

/**
 * Renders inside the providers the shell gives every remote, signed in as `userId`. Data goes to the real
 * local backend through the app's client (see signInAsApp from @onething/shared-data/testing).
 */
export function renderWithApp(ui: ReactElement, { userId, url = '/habits' }: { userId: string; url?: string }): Rendered {
  const queryClient = createQueryClient();
  const auth = authValue(userId);
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[url]}>
      <QueryClientProvider client={queryClient}>
        <ThemeProvider mode="light">
          <AuthContext.Provider value={auth}>{children}</AuthContext.Provider>
          <Toaster />
        </ThemeProvider>
      </QueryClientProvider>
    </MemoryRouter>
  );
  return Object.assign(render(ui, { wrapper: Wrapper }), { queryClient });
}
