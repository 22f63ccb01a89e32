// Shared feedback for planner mutations: the spec's error toasts ('Error' / '…') after logging, so every
// failure reads the same, and a refetch of what the change touched (the caller's onSettled).
import { toast } from '@onething/shared-ui/toaster';

export function showErrorToast(description: string, error: unknown): void {
  // Planner save failures are logged; the user sees the fixed message.
  console.error(`[mf-onething] ${description}`, error);
  toast({ title: 'Error', description, variant: 'destructive' });
}

export const ERROR_MESSAGES = {
  createGoal: 'Failed to create goal. Please try again.',
  updateGoal: 'Failed to update goal. Please try again.',
  deleteGoal: 'Failed to delete goal. Please try again.',
  completeGoal: 'Failed to complete goal',
  saveWhy: 'Failed to save your why. Please try again.',
  createStep: 'Failed to create step. Please try again.',
  updateStep: 'Failed to update step. Please try again.',
  deleteStep: 'Failed to delete step. Please try again.',
  toggleStep: 'Failed to update step. Please try again.',
  createTimeBlock: 'Failed to create time block. Please try again.',
  updateTimeBlock: 'Failed to update time block. Please try again.',
  deleteTimeBlock: 'Failed to delete time block. Please try again.',
  undo: 'Failed to undo. Please try again.',
  moveSteps: 'Failed to move steps. Please try again.',
} as const;

/** How long a toast with Undo stays: long enough to notice a slip and reach the button. */
export const UNDO_TOAST_DURATION = 10_000;
