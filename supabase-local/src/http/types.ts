export type Role = 'anon' | 'authenticated' | 'service_role';

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

export interface ApiRequest {
  method: string;
  url: URL;
  /** Path after /rest/v1, e.g. "/habits" or "/rpc/fn". */
  path: string;
  /** Lower-case header names. */
  headers: Record<string, string | undefined>;
  rawBody: string;
  claims: JwtClaims;
  /** The TCP peer's address. */
  clientIp: string;
  /** Aborts when the client goes away before its answer was sent. */
  signal?: AbortSignal;
}

export interface ApiResponse {
  status: number;
  headers?: Record<string, string>;
  /** Already serialised. */
  body?: string;
}
