/** Spec section 5: without a display name, username and full_name default to the e-mail's local part. */
export function signUpMetadata(email: string, username?: string): { username: string; full_name: string } {
  const name = username?.trim() || email.trim().split('@')[0] || email.trim();
  return { username: name, full_name: name };
}

export function authCallbackUrl(): string {
  return `${window.location.origin}/auth/callback`;
}
