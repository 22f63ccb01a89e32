// Signing in and up with an e-mail and password, and resetting or changing the password, as plain functions of a client: the AuthProvider uses
// them, and so do the pre-sign-in pages, which load the Supabase client only when the visitor signs in.
import { toFriendlyError } from '../errors';
import type { TypedSupabaseClient } from '../supabase';
import type { SignUpResult } from './auth-context';
import { authCallbackUrl, signUpMetadata } from './sign-up-defaults';

/** Rejects with the friendly error (e.g. 'Invalid email or password') when the backend refuses. */
export async function signInWithPassword(client: TypedSupabaseClient, email: string, password: string): Promise<void> {
  const { error } = await client.auth.signInWithPassword({ email, password });
  if (error) throw toFriendlyError(error);
}

/** Creates the account; `needsConfirmation` is true when the backend waits for the e-mail link. */
export async function signUpWithPassword(
  client: TypedSupabaseClient,
  email: string,
  password: string,
  username?: string,
): Promise<SignUpResult> {
  const { data, error } = await client.auth.signUp({
    email,
    password,
    options: { emailRedirectTo: authCallbackUrl(), data: signUpMetadata(email, username) },
  });
  if (error) throw toFriendlyError(error);
  return { needsConfirmation: !data.session };
}

/** Mails the password reset link, which returns to /auth/callback signed in (a PKCE recovery code). */
export async function requestPasswordReset(client: TypedSupabaseClient, email: string): Promise<void> {
  const { error } = await client.auth.resetPasswordForEmail(email, { redirectTo: authCallbackUrl() });
  if (error) throw toFriendlyError(error);
}

/** Sets a new password for the signed-in user (after a reset link, or from Settings). */
export async function updatePassword(client: TypedSupabaseClient, password: string): Promise<void> {
  const { error } = await client.auth.updateUser({ password });
  if (error) throw toFriendlyError(error);
}
