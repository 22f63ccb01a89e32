// The habit completion toggle shared by /habits and the dashboard: one optimistic mutation and its toasts.
export * from './completion-cache';
export * from './use-set-habit-completion';
