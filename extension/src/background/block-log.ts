// Each blocked attempt is counted at once and written to shield_block_log as the user. Attempts wait in
// storage.local while there is no usable token (after a browser restart, or once it expired) and are
// written when the app sends one; an attempt whose user signed out is dropped.
import { broadcast } from './app-ports';
import { currentCredentials } from './account';
import { insertBlockLogs, sessionIdForLog, type BlockLogRow } from './backend';
import { readLocal, writeLocal, type PendingBlock, type ShieldState } from './storage';
import { statusMessage } from './shield';

/** Waiting attempts kept at most; the oldest go first. */
const MAX_PENDING = 500;

/**
 * Counts one blocked attempt on the running session's shield (when one runs: a schedule blocks with none)
 * and queues its log row.
 */
export async function recordBlock(
  state: ShieldState | null,
  domain: string,
  now = Date.now(),
): Promise<ShieldState | null> {
  const updated = state ? { ...state, blockedCount: state.blockedCount + 1 } : null;
  if (updated) await writeLocal('shield', updated);
  const account = await readLocal('account');
  if (account) {
    const pending = await readLocal('pendingBlocks');
    const entry: PendingBlock = {
      userId: account.userId,
      domain,
      sessionId: updated?.sessionId ?? null,
      blockedAt: new Date(now).toISOString(),
    };
    await writeLocal('pendingBlocks', [...pending, entry].slice(-MAX_PENDING));
  }
  if (updated) broadcast(statusMessage(updated));
  return updated;
}

function toRow(entry: PendingBlock, withSession: boolean): BlockLogRow {
  return {
    user_id: entry.userId,
    domain: entry.domain,
    session_id: withSession ? sessionIdForLog(entry.sessionId) : null,
    blocked_at: entry.blockedAt,
  };
}

/**
 * Writes the waiting attempts of the signed-in user. A refused batch is tried once more without its
 * session (the session row may be gone), then dropped; an expired token keeps it and asks the app for
 * a fresh one.
 */
export async function flushBlocks(): Promise<'written' | 'waiting' | 'nothing'> {
  const pending = await readLocal('pendingBlocks');
  if (pending.length === 0) return 'nothing';
  const credentials = await currentCredentials();
  if (!credentials) {
    broadcast({ type: 'REQUEST_TOKEN' });
    return 'waiting';
  }
  const mine = pending.filter((entry) => entry.userId === credentials.account.userId);
  let result =
    mine.length === 0
      ? 'ok'
      : await insertBlockLogs(
          credentials.backend,
          credentials.token,
          mine.map((e) => toRow(e, true)),
        );
  if (result === 'rejected')
    result = await insertBlockLogs(
      credentials.backend,
      credentials.token,
      mine.map((e) => toRow(e, false)),
    );
  if (result === 'unauthorized') broadcast({ type: 'REQUEST_TOKEN' });
  if (result === 'unauthorized' || result === 'unreachable') return 'waiting';
  // Written or refused twice: either way these entries are done. Entries queued meanwhile stay.
  const latest = await readLocal('pendingBlocks');
  await writeLocal(
    'pendingBlocks',
    latest.filter((entry) => !pending.some((done) => same(done, entry))),
  );
  return 'written';
}

function same(a: PendingBlock, b: PendingBlock): boolean {
  return a.userId === b.userId && a.domain === b.domain && a.blockedAt === b.blockedAt && a.sessionId === b.sessionId;
}
