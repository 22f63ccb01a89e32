import type { Habit, Weekday } from '@onething/shared-data';

const ALL_DAYS: Weekday[] = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

// Plain rows for tests of pure functions (no backend involved).
const TEST_USER_ID = 'user-1';
let counter = 0;

export function habitRow(overrides: Partial<Habit> = {}): Habit {
  counter += 1;
  const days = overrides.scheduled_days ?? ALL_DAYS;
  return {
    id: `habit-${counter}`,
    user_id: TEST_USER_ID,
    created_at: '2020-01-01T08:00:00.000Z',
    updated_at: '2020-01-01T08:00:00.000Z',
    name: `Habit ${counter}`,
    category: 'Wellness',
    description: null,
    target_per_week: days.length,
    cue: 'After coffee',
    routine: null,
    reward: null,
    difficulty: 'Easy',
    identity: null,
    two_minute_version: 'One minute',
    environment: null,
    habit_stack: null,
    implementation_intention: null,
    scheduled_days: days,
    scheduled_time: '07:00:00',
    duration_minutes: 15,
    streak: 0,
    streak_last_day: null,
    longest_streak: 0,
    streak_freezes_held: 0,
    history_start: null,
    archived_at: null,
    sort_order: null,
    linked_goal_id: null,
    ...overrides,
  };
}
