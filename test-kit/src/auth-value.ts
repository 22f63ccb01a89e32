import type { User } from '@supabase/supabase-js';
import type { AuthContextValue } from '@onething/shared-data';

/** The auth context of a signed-in user, as the shell provides it to every remote (no profile loaded). */
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
