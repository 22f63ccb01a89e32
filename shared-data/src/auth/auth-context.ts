import { createContext, useContext } from 'react';
import type { Session, User } from '@supabase/supabase-js';
import type { ProfileEdit } from '../profile-and-account/api/update-profile';
import type { Profile } from '../types/database';
import type { ExpiredSession } from './session-end';

export type SignUpResult = {
  /** True when the backend requires e-mail confirmation: show 'Check your email for the confirmation link!'. */
  needsConfirmation: boolean;
};

export type AuthContextValue = {
  user: User | null;
  session: Session | null;
  profile: Profile | null;
  /** True until the first session check or auth event. */
  loading: boolean;
  /**
   * Set when the session ended by itself (its refresh was refused) rather than by signing out: the user's
   * queued writes stay stored for their next sign-in, and the sign-in page says so. Null once anyone signs in.
   */
  expiredSession: ExpiredSession | null;
  signIn: (email: string, password: string) => Promise<void>;
  signUp: (email: string, password: string, username?: string) => Promise<SignUpResult>;
  /**
   * Mails a link that signs the user in to choose a new password (it opens /auth/callback). Resolves for
   * unknown addresses too: the backend does not say which addresses have an account.
   */
  requestPasswordReset: (email: string) => Promise<void>;
  /** Sets the signed-in user's password; rejects with the friendly error (e.g. too short). */
  updatePassword: (password: string) => Promise<void>;
  /** Never rejects: a failed server call is logged and the local state is cleared anyway. */
  signOut: () => Promise<void>;
  updateProfile: (patch: ProfileEdit) => Promise<Profile>;
  refreshProfile: () => Promise<void>;
};

export const USE_AUTH_OUTSIDE_PROVIDER = 'useAuth must be used within an AuthProvider';

/** Exported so tests and stories can provide a fixed value. */
export const AuthContext = createContext<AuthContextValue | undefined>(undefined);

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error(USE_AUTH_OUTSIDE_PROVIDER);
  return value;
}
