// Habits, their completions (with today's optimistic toggle), streaks, undo and what a saved habit is filled in with.
export * from './keys';
export * from './queries';
export { type NewHabit, createHabit } from './api/create-habit';
export { type HabitStreak } from './api/get-habit-streaks';
export { type HabitPause, type HabitRestDays } from './api/get-habit-rest-days';
export { listHabits } from './api/get-habits';
export { type CompletionToast, type SetCompletionInput, useSetHabitCompletion } from './api/set-habit-completion';
export * from './completion-cache';
export * from './rules/habit-defaults';
export * from './rules/habit-order';
export * from './rules/habits';
export * from './rules/links';
export * from './rules/rest-days';
export * from './rules/new-habit-row';
export { habitWrites } from './writes';
