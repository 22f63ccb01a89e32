/** The roles an API key or access token may carry, as on hosted Supabase. */
export const API_ROLES = ['anon', 'authenticated', 'service_role'] as const;
export type Role = (typeof API_ROLES)[number];

export function isApiRole(value: unknown): value is Role {
  return (API_ROLES as readonly unknown[]).includes(value);
}

export interface JwtClaims {
  role: Role;
  sub?: string;
  email?: string;
  aud?: string;
  session_id?: string;
  exp?: number;
  iat?: number;
  [k: string]: unknown;
}

export interface ApiResponse {
  status: number;
  headers?: Record<string, string>;
  /** Already serialised. */
  body?: string;
}
