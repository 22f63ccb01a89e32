// The landing page's e-mail field carries the address to /auth in navigation state.

export type AuthTab = 'signin' | 'signup';

export interface AuthNavigationState {
  email?: string;
  tab?: AuthTab;
  /** Set by /auth/callback when a confirmation link could not be used. */
  error?: string;
}

/** The state for /auth from the landing page's form: new visitors land on the Sign Up tab. */
export function emailHandOverState(email: string): AuthNavigationState {
  const trimmed = email.trim();
  return trimmed ? { email: trimmed, tab: 'signup' } : { tab: 'signup' };
}

/** Reads /auth's navigation state defensively: history state can hold anything. */
export function readAuthNavigationState(state: unknown): AuthNavigationState {
  if (!state || typeof state !== 'object') return {};
  const { email, tab, error } = state as Record<string, unknown>;
  return {
    ...(typeof email === 'string' && email.trim() ? { email: email.trim() } : {}),
    ...(tab === 'signin' || tab === 'signup' ? { tab } : {}),
    ...(typeof error === 'string' && error ? { error } : {}),
  };
}
