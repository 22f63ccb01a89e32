// Today's habits as the checklist shows them: the ones scheduled today, in the order of the day.
import { isScheduledOn, type HabitScheduleLike } from '@onething/shared-data';

export function isScheduledToday(habit: HabitScheduleLike, now: Date = new Date()): boolean {
  return isScheduledOn(habit, now);
}

// One order everywhere habits are listed (the dashboard uses it too).
export { sortHabitsByTime } from '@onething/shared-data';
