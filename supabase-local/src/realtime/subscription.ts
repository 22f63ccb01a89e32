import type { JwtClaims } from '../http/types.ts';
import type { ChangeType } from './change-feed.ts';
import type { ColumnFilter } from './filters.ts';

/** One postgres_changes binding of a joined channel. */
export interface Binding {
  /** The id the join reply gave it; the messages it receives carry it in `ids`. */
  id: number;
  event: ChangeType | '*';
  /** `*` for every schema. */
  schema: string;
  /** Absent or `*`: every table of the schema. */
  table: string | undefined;
  filter: ColumnFilter | undefined;
  /** False when its table or filter was refused (told to the client in a system message). */
  active: boolean;
}

/** What a change is checked against and sent to: a joined channel of one socket. */
export interface Subscriber {
  readonly topic: string;
  readonly claims: JwtClaims;
  readonly bindings: readonly Binding[];
  /** Queues a message on the channel's socket (never waits for a slow client). */
  send(event: string, payload: Record<string, unknown>): void;
}

/**
 * A binding's id, as Realtime's (a hash of its parameters): the same parameters get the same id. FNV-1a
 * over the parameters' JSON, kept to 27 bits as Erlang's phash2.
 */
export function bindingId(params: Record<string, unknown>): number {
  const text = JSON.stringify(params, Object.keys(params).sort());
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0) & 0x7ffffff;
}
