import { defineWrite } from '../offline/define-write';
import { createHabit, type NewHabit } from './api/create-habit';
import { deleteHabitWithUndo } from './api/delete-habit';
import { restoreHabit } from './api/restore-habit';
import { setCompletionWrite } from './api/set-habit-completion';
import { pauseWrite, reorderWrite, resumeWrite, setArchivedWrite, setSkipWrite } from './api/set-habit-rest-days';
import { updateHabit, type HabitEdit } from './api/update-habit';

// The writes of habits, each declared once (see offline/define-write.ts).

export const habitWrites = {
  setCompletion: setCompletionWrite,
  setSkip: setSkipWrite,
  pause: pauseWrite,
  resume: resumeWrite,
  setArchived: setArchivedWrite,
  reorder: reorderWrite,
  /** `id`: made when the user acted (so a replay answers with the same habit). */
  create: defineWrite({
    name: 'habit.create',
    label: 'Creating the habit',
    changes: ['habits'],
    run: ({ id, userId, habit }: { id: string; userId: string; habit: NewHabit }) =>
      createHabit(userId, { ...habit, id }),
  }),
  update: defineWrite({
    name: 'habit.update',
    label: 'Saving the habit',
    changes: ['habits'],
    run: ({ habitId, changes }: { habitId: string; changes: HabitEdit }) => updateHabit(habitId, changes),
  }),
  delete: defineWrite({
    name: 'habit.delete',
    label: 'Deleting the habit',
    changes: ['habits'],
    run: (habitId: string) => deleteHabitWithUndo(habitId),
  }),
  restore: defineWrite({
    name: 'habit.restore',
    label: 'Bringing the habit back',
    changes: ['habits'],
    run: (habitId: string) => restoreHabit(habitId),
  }),
};
