import { describe, expect, it } from 'vitest';
import { deepWorkKeys, localDateKey, type DeepWorkSession } from '@onething/shared-data';
import { finishedSessionRow, listHoldsSession, withSession } from './finished-session-entry';

const ended = new Date(2026, 10, 23, 10, 30, 0);
const iso = (date: Date) => date.toISOString();

const started = {
  id: 'session-1',
  title: 'Ship the book',
  duration_minutes: 25,
  goal_id: 'goal-1',
  playbook_id: null,
  shield_enabled: true,
  created_at: iso(new Date(2026, 10, 23, 10, 5, 0)),
};

const row = finishedSessionRow('user-1', started, {
  durationMinutes: 12,
  emergencyCanceled: true,
  endedAt: iso(ended),
});

const filtersOf = (key: readonly unknown[]) => key[2] as Readonly<Record<string, unknown>>;

describe('a session ended here, as the lists of sessions will show it', () => {
  it('is the row the database records: the minutes worked, how it ended and when', () => {
    expect(row).toEqual({
      id: 'session-1',
      user_id: 'user-1',
      title: 'Ship the book',
      duration_minutes: 12,
      emergency_canceled: true,
      goal_id: 'goal-1',
      playbook_id: null,
      task_id: null,
      shield_enabled: true,
      shield_locked: false,
      shield_down_at: null,
      created_at: started.created_at,
      completed_at: iso(ended),
    });
    const forStep = finishedSessionRow('user-1', started, {
      durationMinutes: 8,
      taskId: 'step-1',
      endedAt: iso(ended),
    });
    expect(forStep).toMatchObject({ task_id: 'step-1', emergency_canceled: false, duration_minutes: 8 });
  });

  it("belongs in the user's lists of the local day and of ranges it ended in, and in its step's", () => {
    const today = localDateKey(ended);
    expect(listHoldsSession(filtersOf(deepWorkKeys.today('user-1', today)), row)).toBe(true);
    expect(listHoldsSession(filtersOf(deepWorkKeys.today('user-1', '2026-11-24')), row)).toBe(false);
    expect(listHoldsSession(filtersOf(deepWorkKeys.today('user-2', today)), row)).toBe(false);
    expect(listHoldsSession(filtersOf(deepWorkKeys.byUser('user-1')), row)).toBe(true);
    const range = (from: Date, to: Date) => filtersOf(deepWorkKeys.range('user-1', iso(from), iso(to)));
    expect(listHoldsSession(range(new Date(2026, 10, 17), new Date(2026, 10, 23, 23, 59)), row)).toBe(true);
    expect(listHoldsSession(range(new Date(2026, 10, 17), new Date(2026, 10, 23, 10, 0)), row)).toBe(false);
    expect(listHoldsSession(range(new Date(2026, 10, 23, 11, 0), new Date(2026, 10, 24)), row)).toBe(false);
    const forStep = { ...row, task_id: 'step-1' };
    expect(listHoldsSession(filtersOf(deepWorkKeys.byTask('step-1')), forStep)).toBe(true);
    expect(listHoldsSession(filtersOf(deepWorkKeys.byTask('step-2')), forStep)).toBe(false);
    expect(listHoldsSession(filtersOf(deepWorkKeys.byUser('user-1')), { ...row, completed_at: null })).toBe(false);
  });

  it('goes into a list once, in its order (newest end first)', () => {
    const at = (id: string, minutes: number): DeepWorkSession => ({
      ...row,
      id,
      completed_at: iso(new Date(ended.getTime() + minutes * 60_000)),
    });
    const list = [at('later', 30), at('earlier', -30)];
    expect(withSession(list, row).map((s) => s.id)).toEqual(['later', 'session-1', 'earlier']);
    // Shown again (a second tab, a retry): still once.
    expect(withSession(withSession(list, row), row).map((s) => s.id)).toEqual(['later', 'session-1', 'earlier']);
    expect(withSession([], row)).toEqual([row]);
  });
});
