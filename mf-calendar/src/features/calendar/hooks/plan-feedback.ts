// The toasts of planning in the calendar, in the wording the step form uses for the same outcomes.
import { toast } from '@onething/shared-ui/toaster';

export const PLAN_ERRORS = {
  createStep: 'Failed to create step. Please try again.',
  updateTimeBlock: 'Failed to update time block. Please try again.',
  undo: 'Failed to undo. Please try again.',
} as const;

/** How long a toast with Undo stays: long enough to notice a slip and reach the button. */
export const UNDO_TOAST_DURATION = 10_000;

export function showPlanError(description: string, error: unknown): void {
  // The user sees the fixed message; the cause goes to the console for a bug report.
  console.error(`[mf-calendar] ${description}`, error);
  toast({ title: 'Error', description, variant: 'destructive' });
}
