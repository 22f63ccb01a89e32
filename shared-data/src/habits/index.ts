// Habits, their completions (with today's optimistic toggle), streaks, undo and what a saved habit is filled in with.
export * from './keys';
export * from './queries';
export { type NewHabit, createHabit } from './api/create-habit';
export { deleteHabitWithUndo } from './api/delete-habit';
export { listCompletionsInRange } from './api/get-completions-in-range';
export { listCompletions } from './api/get-completions';
export { listCompletionsForDate } from './api/get-day-completions';
export { listCompletionsForHabit } from './api/get-habit-completions';
export { type HabitStreak, listHabitStreaks } from './api/get-habit-streaks';
export { listHabits } from './api/get-habits';
export { listHabitsForWeekday } from './api/get-weekday-habits';
export { restoreHabit } from './api/restore-habit';
export {
  COMPLETION_TOASTS,
  type CompletionToast,
  type HabitCompletionState,
  type SetCompletionInput,
  type SetHabitCompletionOptions,
  TOGGLE_COMPLETION_MUTATION_KEY,
  setHabitCompletion,
  useSetHabitCompletion,
} from './api/set-habit-completion';
export { type HabitEdit, updateHabit } from './api/update-habit';
export * from './completion-cache';
export * from './rules/habit-defaults';
export * from './rules/habits';
export * from './rules/links';
