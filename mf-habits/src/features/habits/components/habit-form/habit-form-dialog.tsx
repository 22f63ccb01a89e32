import { useEffect, useState, type ReactElement } from 'react';
import { useAuth, type Habit } from '@onething/shared-data';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@onething/shared-ui/overlays';
import { useCreateHabit } from '../../hooks/use-create-habit';
import { useUpdateHabit } from '../../hooks/use-update-habit';
import { HabitForm } from './habit-form';
import {
  habitFormValuesFrom,
  newHabitFormValues,
  toHabitPayload,
  type HabitFormValues,
} from '../../domain/habit-form-values';

type AutoOpen = {
  /** Opens the dialog once when this becomes true (a link asked for it), then calls onAutoOpened. */
  autoOpen?: boolean;
  onAutoOpened?: () => void;
};

export type HabitFormDialogProps = AutoOpen &
  (
    | { mode: 'create'; existingHabits: readonly Habit[]; trigger: ReactElement; habit?: undefined }
    | { mode: 'edit'; habit: Habit; existingHabits: readonly Habit[]; trigger: ReactElement }
  );

/** Create or edit a habit in a dialog; the form starts fresh each time it opens. */
export function HabitFormDialog({
  mode,
  habit,
  existingHabits,
  trigger,
  autoOpen,
  onAutoOpened,
}: HabitFormDialogProps) {
  const userId = useAuth().user?.id ?? '';
  const create = useCreateHabit(userId);
  const update = useUpdateHabit();
  const [open, setOpen] = useState(false);
  const [initialValues, setInitialValues] = useState<HabitFormValues | null>(null);
  const [openCount, setOpenCount] = useState(0);

  const handleOpenChange = (next: boolean) => {
    if (next) {
      setInitialValues(habit ? habitFormValuesFrom(habit) : newHabitFormValues(existingHabits));
      setOpenCount((n) => n + 1);
    }
    setOpen(next);
  };

  useEffect(() => {
    if (!autoOpen) return;
    setInitialValues(habit ? habitFormValuesFrom(habit) : newHabitFormValues(existingHabits));
    setOpenCount((n) => n + 1);
    setOpen(true);
    onAutoOpened?.();
    // Only the request itself triggers this; the habits it reads are loaded by then.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [autoOpen]);

  // Closes once saved, or once queued while offline (it is sent when the connection returns); a refusal keeps
  // the dialog open with the error toast.
  const handleSubmit = (values: HabitFormValues) => {
    const payload = toHabitPayload(values);
    const saved = mode === 'edit' ? update.submit({ habit, changes: payload }) : create.submit(payload);
    saved.then(
      () => setOpen(false),
      () => undefined,
    );
  };

  const editing = mode === 'edit';
  return (
    <Dialog open={open} onOpenChange={handleOpenChange}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent size="lg">
        <DialogHeader>
          <DialogTitle>{editing ? 'Edit Habit' : 'Create New Habit'}</DialogTitle>
          <DialogDescription>
            Build it with the four laws of behavior change: make it obvious, attractive, easy and satisfying.
          </DialogDescription>
        </DialogHeader>
        {initialValues ? (
          <HabitForm
            key={openCount}
            initialValues={initialValues}
            submitLabel={editing ? 'Save Changes' : 'Create Habit'}
            submitting={editing ? update.isPending && !update.isPaused : create.isPending && !create.isPaused}
            onSubmit={handleSubmit}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
