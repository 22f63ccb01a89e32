import type { LocalDatabase } from '../db/local-database.ts';
import type { ProjectKeys } from '../keys.ts';
import type { Mailbox } from '../mailbox.ts';

export interface AuthContext {
  db: LocalDatabase;
  keys: ProjectKeys;
  mailbox: Mailbox;
  confirmEmail: boolean;
  siteUrl: string;
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
}
