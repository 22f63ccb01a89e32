import { describe, expect, it } from 'vitest';
import { habitKeys, newHabitRow } from '@onething/shared-data';
import { withHabit } from './optimistic-habits';

const base = { cue: 'Cue', two_minute_version: 'Tiny', scheduled_time: '08:00' };
const older = newHabitRow('h-old', 'u1', { ...base, name: 'Older' }, '2030-01-01T00:00:00.000Z');
const weekdays = newHabitRow(
  'h-new',
  'u1',
  { ...base, name: 'Weekdays', scheduled_days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'] },
  '2030-02-01T00:00:00.000Z',
);

describe('a habit write in the cached lists', () => {
  it("puts a new habit first in the user's list (newest first, as read)", () => {
    expect(withHabit([older], habitKeys.byUser('u1'), weekdays.id, weekdays).map((h) => h.name)).toEqual([
      'Weekdays',
      'Older',
    ]);
  });

  it("puts it in a weekday's list only when it is scheduled that day", () => {
    expect(withHabit([older], habitKeys.byWeekday('u1', 'Monday'), weekdays.id, weekdays)).toHaveLength(2);
    expect(withHabit([older], habitKeys.byWeekday('u1', 'Sunday'), weekdays.id, weekdays)).toEqual([older]);
  });

  it('takes an edited habit out of a day it is no longer scheduled on, and a deleted one out of every list', () => {
    const sundayOnly = { ...older, scheduled_days: ['Sunday' as const] };
    expect(withHabit([older], habitKeys.byWeekday('u1', 'Monday'), older.id, sundayOnly)).toEqual([]);
    expect(withHabit([older, weekdays], habitKeys.byUser('u1'), older.id, null)).toEqual([weekdays]);
  });

  it('leaves the streaks list alone (it is not a list of habits)', () => {
    const streaks = [{ habit_id: 'h-old', current: 3 }] as never;
    expect(withHabit(streaks, habitKeys.streaks('u1'), older.id, null)).toBe(streaks);
  });
});
