import type { LocalDatabase } from '../db/local-database.ts';
import type { ProjectKeys } from '../keys.ts';
import type { Mailbox } from '../mailbox.ts';
import type { AuthRateLimiter } from './rate-limit.ts';

export interface AuthContext {
  db: LocalDatabase;
  keys: ProjectKeys;
  mailbox: Mailbox;
  confirmEmail: boolean;
  siteUrl: string;
  rateLimiter: AuthRateLimiter;
  /** Seconds after its rotation during which a refresh token may still be exchanged (concurrent refreshes). */
  refreshTokenReuseInterval: number;
  /** Public URL of the server, known once it listens. */
  apiUrl(): string;
}

export interface AuthRequest {
  method: string;
  /** Path after /auth/v1, e.g. "/token". */
  path: string;
  url: URL;
  headers: Record<string, string | undefined>;
  rawBody: string;
  /** The TCP peer's address (IPv4-mapped IPv6 unwrapped): the key of the per-IP rate limits. */
  clientIp: string;
}
