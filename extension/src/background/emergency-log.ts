// An emergency stop made in the popup is recorded on its session as canceled, as the user: at once when a
// token is there, else when the app next sends one (the app, when open, records it too; the database ends a
// session once).
import { currentCredentials } from './account';
import { finishSessionAsEmergency, sessionIdForLog } from './backend';
import { readLocal, writeLocal, type ShieldState } from './storage';

/** The minutes worked before an emergency stop: whole minutes since the start, at least 1, at most planned. */
export function minutesWorked(state: ShieldState, now: number): number {
  const planned = Math.max(1, Math.round((state.endsAt - state.startedAt) / 60_000));
  return Math.min(planned, Math.max(1, Math.floor((now - state.startedAt) / 60_000)));
}

export async function queueEmergencyStop(state: ShieldState, now = Date.now()): Promise<void> {
  const account = await readLocal('account');
  const sessionId = sessionIdForLog(state.sessionId);
  if (!account || !sessionId) return;
  const pending = await readLocal('pendingEmergencyStops');
  const entry = {
    userId: account.userId,
    sessionId,
    minutes: minutesWorked(state, now),
    endedAt: new Date(now).toISOString(),
  };
  await writeLocal('pendingEmergencyStops', [...pending.filter((e) => e.sessionId !== sessionId), entry]);
}

/** Writes the waiting emergency stops of the signed-in user; kept while there is no usable token. */
export async function flushEmergencyStops(): Promise<void> {
  const pending = await readLocal('pendingEmergencyStops');
  if (pending.length === 0) return;
  const credentials = await currentCredentials();
  if (!credentials) return;
  const done: string[] = [];
  for (const entry of pending.filter((e) => e.userId === credentials.account.userId)) {
    const result = await finishSessionAsEmergency(credentials.backend, credentials.token, entry);
    if (result === 'ok' || result === 'rejected') done.push(entry.sessionId);
  }
  const latest = await readLocal('pendingEmergencyStops');
  await writeLocal(
    'pendingEmergencyStops',
    latest.filter((e) => !done.includes(e.sessionId)),
  );
}
