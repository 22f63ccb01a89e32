// A session ended on this page shows at once in the lists of sessions the pages read (today's sessions and
// minutes, a range, the user's, a step's), also offline: the row as the database will record it, put into
// each cached list it belongs to. The refresh after the write replaces it with the saved row; a refusal
// refetches the lists, which drops it.
import {
  localDateKey,
  parseTimestamp,
  type DeepWorkSession,
  type EndedSession,
  type StartedSession,
} from '@onething/shared-data';

/** The row a session ended with `end` will be, as the lists read it (completed sessions only). */
export function finishedSessionRow(userId: string, started: StartedSession, end: EndedSession): DeepWorkSession {
  return {
    id: started.id,
    user_id: userId,
    title: started.title ?? null,
    duration_minutes: end.durationMinutes,
    emergency_canceled: end.emergencyCanceled ?? false,
    goal_id: started.goal_id ?? null,
    playbook_id: started.playbook_id ?? null,
    task_id: end.taskId ?? started.task_id ?? null,
    shield_enabled: started.shield_enabled ?? false,
    shield_locked: started.shield_locked ?? false,
    // Recorded by its own write; the saved row that replaces this one carries it.
    shield_down_at: null,
    created_at: started.created_at,
    completed_at: end.endedAt,
  };
}

type ListFilters = Readonly<Record<string, unknown>>;

/**
 * Whether a list of sessions read with these filters (the keys' filters: the user's, of a local day, of a
 * range of instants, of a step) holds this completed session.
 */
export function listHoldsSession(filters: ListFilters, row: DeepWorkSession): boolean {
  if (row.completed_at === null) return false;
  if ('taskId' in filters) return filters['taskId'] === row.task_id;
  if (filters['userId'] !== row.user_id) return false;
  const completed = parseTimestamp(row.completed_at);
  const { date, from, to } = filters;
  if (typeof date === 'string' && localDateKey(completed) !== date) return false;
  if (typeof from === 'string' && completed.getTime() < parseTimestamp(from).getTime()) return false;
  if (typeof to === 'string' && completed.getTime() > parseTimestamp(to).getTime()) return false;
  return true;
}

/** The list with the session in it once, in the lists' order (newest end first, then by id). */
export function withSession(list: readonly DeepWorkSession[], row: DeepWorkSession): DeepWorkSession[] {
  const endOf = (session: DeepWorkSession) =>
    session.completed_at ? parseTimestamp(session.completed_at).getTime() : -Infinity;
  return [...list.filter((session) => session.id !== row.id), row].sort(
    (a, b) => endOf(b) - endOf(a) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
  );
}
