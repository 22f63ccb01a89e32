import { toast, type ToastInput } from '@onething/shared-ui/toaster';

// One toast at a time for habit changes: a new change dismisses the last one's toast (and its Undo) instead
// of stacking under it. Each toast gets its own id: a toast dismissed by its own Undo button is still
// leaving when the undo's toast arrives, and reusing its id would let the new one leave with it.
let lastId: string | number | undefined;
let counter = 0;

export function showHabitToast(input: Omit<ToastInput, 'id'>): void {
  if (lastId !== undefined) toast.dismiss(lastId);
  counter += 1;
  lastId = `habit-change-${counter}`;
  toast({ ...input, id: lastId });
}
