import type { LocalDatabase } from '../db/local-database.ts';

/** The notification channel realtime_local.capture() sends on (see capture.sql). */
export const CHANGE_CHANNEL = 'realtime_local';

export type ChangeType = 'INSERT' | 'UPDATE' | 'DELETE';

/** One committed row change of a table in the publication, as the capture trigger saw it. */
export interface RowChange {
  schema: string;
  table: string;
  type: ChangeType;
  commit_timestamp: string;
  /** The new row (INSERT, UPDATE). */
  record: Record<string, unknown> | null;
  /** The old row, whole (UPDATE, DELETE): what a subscriber gets of it is decided when it is sent. */
  old_record: Record<string, unknown> | null;
}

/** Changes waiting to be sent, at most: past it the oldest are dropped (a subscriber refetches on reconnect). */
const MAX_PENDING_CHANGES = 10_000;

const isChange = (value: unknown): value is RowChange => {
  const v = value as Partial<RowChange> | null;
  return (
    typeof v === 'object' &&
    v !== null &&
    typeof v.schema === 'string' &&
    typeof v.table === 'string' &&
    (v.type === 'INSERT' || v.type === 'UPDATE' || v.type === 'DELETE')
  );
};

/**
 * Hands each captured change to `deliver`, one at a time and in commit order (a change's delivery may
 * query the database; the next waits for it). A change too large for a notification is read from
 * realtime_local.large_changes and removed there.
 */
export async function followChanges(
  db: LocalDatabase,
  deliver: (change: RowChange) => Promise<void>,
  logError: (error: unknown) => void,
): Promise<() => void> {
  // Rows a previous run left behind were meant for subscribers that are gone.
  await db.query('delete from realtime_local.large_changes');
  const pending: string[] = [];
  let running = false;
  let dropped = 0;

  const resolve = async (payload: string): Promise<RowChange | undefined> => {
    const parsed: unknown = JSON.parse(payload);
    const large = (parsed as { large_change?: unknown }).large_change;
    if (typeof large === 'number') {
      const { rows } = await db.query<{ change: unknown }>(
        'delete from realtime_local.large_changes where id = $1 returning change',
        [large],
      );
      return isChange(rows[0]?.change) ? rows[0].change : undefined;
    }
    return isChange(parsed) ? parsed : undefined;
  };

  const drain = async (): Promise<void> => {
    if (running) return;
    running = true;
    try {
      for (let payload = pending.shift(); payload !== undefined; payload = pending.shift()) {
        try {
          const change = await resolve(payload);
          if (change !== undefined) await deliver(change);
        } catch (error) {
          logError(error);
        }
      }
    } finally {
      running = false;
    }
  };

  return db.listen(CHANGE_CHANNEL, (payload) => {
    if (pending.length >= MAX_PENDING_CHANGES) {
      pending.shift();
      dropped += 1;
      if (dropped === 1 || dropped % 1000 === 0)
        logError(`realtime: ${dropped} changes dropped (subscribers too slow)`);
    }
    pending.push(payload);
    void drain();
  });
}
