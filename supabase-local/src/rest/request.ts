import type { JwtClaims } from '../http/types.ts';

/** A request under /rest/v1 once the HTTP layer has checked its key and verified its token. */
export interface RestRequest {
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
