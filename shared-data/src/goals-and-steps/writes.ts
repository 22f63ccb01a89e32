import { defineWrite } from '../offline/define-write';
import { completeGoal } from './api/complete-goal';
import { createGoal, type GoalFields } from './api/create-goal';
import { createStep, type NewStep } from './api/create-step';
import { deleteGoal } from './api/delete-goal';
import { deleteStep } from './api/delete-step';
import { moveUnfinishedStepsToDay, setBlockTimes, type MovedBlock } from './api/move-unfinished-steps';
import { reopenGoalStep } from './api/reopen-goal-step';
import { restoreStep } from './api/restore-step';
import { setStepCompleted } from './api/set-step-completed';
import { updateGoal, type GoalEdit } from './api/update-goal';
import { updateStep, type StepEdit } from './api/update-step';
import { updateTimeBlock } from './api/update-task';

// The writes of goals, steps and time blocks, each declared once (see offline/define-write.ts): plain
// variables, the intended state, and the client's id for a create.

export const goalWrites = {
  /** `id`: made by the client when the user acts, so a replay answers with the same goal. */
  create: defineWrite({
    name: 'goal.create',
    label: 'Creating the goal',
    changes: ['goals'],
    run: (goal: GoalFields & { id: string }) => createGoal(goal),
  }),
  update: defineWrite({
    name: 'goal.update',
    label: 'Saving the goal',
    changes: ['goals'],
    run: ({ goalId, patch }: { goalId: string; patch: GoalEdit }) => updateGoal(goalId, patch),
  }),
  saveWhy: defineWrite({
    name: 'goal.save-why',
    label: 'Saving your why',
    changes: ['goals'],
    run: ({ goalId, why }: { goalId: string; why: string | null }) => updateGoal(goalId, { why_description: why }),
  }),
  complete: defineWrite({
    name: 'goal.complete',
    label: 'Completing the goal',
    changes: ['goals'],
    run: (goalId: string) => completeGoal(goalId),
  }),
  delete: defineWrite({
    name: 'goal.delete',
    label: 'Deleting the goal',
    changes: ['goals'],
    run: (goalId: string) => deleteGoal(goalId),
  }),
};

export type StepUndoKind = 'step-completed' | 'goal-completed' | 'step-deleted';

export const stepWrites = {
  /** `id` and `blockId`: made by the client when the user acts (the optimistic row is the saved one). */
  create: defineWrite({
    name: 'step.create',
    label: 'Adding the step',
    changes: ['tasks'],
    run: (step: NewStep & { id: string; blockId: string }) => createStep(step),
  }),
  setCompleted: defineWrite({
    name: 'step.set-completed',
    label: 'Completing the step',
    changes: ['tasks'],
    run: ({ stepId, completed }: { stepId: string; completed: boolean }) => setStepCompleted(stepId, completed),
  }),
  update: defineWrite({
    name: 'step.update',
    label: 'Saving the step',
    changes: ['tasks'],
    run: (edit: StepEdit) => updateStep(edit),
  }),
  delete: defineWrite({
    name: 'step.delete',
    label: 'Deleting the step',
    changes: ['tasks'],
    run: (stepId: string) => deleteStep(stepId),
  }),
  /**
   * Puts back the state before a step change (never "flip"): a completed step open again; a goal its last
   * step completed active again with that step open; a deleted step with its blocks, as the database kept them.
   */
  undo: defineWrite({
    name: 'step.undo',
    label: 'Undoing the step change',
    changes: ['goals'],
    run: ({ kind, stepId }: { kind: StepUndoKind; stepId: string }): Promise<unknown> => {
      if (kind === 'step-completed') return setStepCompleted(stepId, false);
      if (kind === 'goal-completed') return reopenGoalStep(stepId);
      return restoreStep(stepId);
    },
  }),
  moveUnfinishedToDay: defineWrite({
    name: 'step.move-unfinished-to-day',
    label: 'Moving unfinished steps',
    changes: ['tasks'],
    run: ({ goalId, day }: { goalId: string; day: string }) => moveUnfinishedStepsToDay(goalId, day),
  }),
};

export const timeBlockWrites = {
  setTimes: defineWrite({
    name: 'time-block.set-times',
    label: 'Moving the time blocks back',
    changes: ['time-blocks'],
    run: (blocks: readonly MovedBlock[]) => setBlockTimes(blocks),
  }),
  update: defineWrite({
    name: 'time-block.update',
    label: 'Saving the time block',
    changes: ['time-blocks'],
    run: ({ blockId, patch }: { blockId: string; patch: Parameters<typeof updateTimeBlock>[1] }) =>
      updateTimeBlock(blockId, patch),
  }),
};
