import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import type { User } from '@supabase/supabase-js';
import { AuthContext, createQueryClient, setSupabaseClient, type AuthContextValue } from '@onething/shared-data';
import { ThemeProvider, Toaster } from '@onething/shared-ui';
import { createFakeSupabase, type FakeSupabase } from './fake-supabase';

export const TEST_USER_ID = 'user-1';

export function authValue(userId = TEST_USER_ID): AuthContextValue {
  const user = { id: userId, email: 'me@example.com' } as User;
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

export type Rendered = RenderResult & { queryClient: QueryClient; backend: FakeSupabase };

/** Renders inside the providers the shell gives every remote, over an in-memory backend. */
export function renderWithApp(
  ui: ReactElement,
  options: { backend?: FakeSupabase; userId?: string } = {},
): Rendered {
  const backend = options.backend ?? createFakeSupabase();
  setSupabaseClient(backend.client);
  const queryClient = createQueryClient();
  const auth = authValue(options.userId);
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <ThemeProvider mode="light">
        <AuthContext.Provider value={auth}>{children}</AuthContext.Provider>
        <Toaster />
      </ThemeProvider>
    </QueryClientProvider>
  );
  return Object.assign(render(ui, { wrapper: Wrapper }), { queryClient, backend });
}
