// Goals, their steps and time blocks, the goal history and the undo of step changes.
export * from './keys';
export * from './queries';
export { completeGoal } from './api/complete-goal';
export { type GoalFields, createGoal } from './api/create-goal';
export { createStep } from './api/create-step';
export { deleteGoal } from './api/delete-goal';
export { deleteStep } from './api/delete-step';
export { getActiveGoal } from './api/get-active-goal';
export { listCompletedGoals } from './api/get-goal-history';
export { listGoals } from './api/get-goals';
export { listSteps } from './api/get-steps';
export { listTimeBlocks } from './api/get-time-blocks';
export {
  type MovedBlock,
  type MoveToDayResult,
  moveUnfinishedStepsToDay,
  setBlockTimes,
} from './api/move-unfinished-steps';
export { reopenGoalStep } from './api/reopen-goal-step';
export { restoreStep } from './api/restore-step';
export { type StepCompletion, setStepCompleted } from './api/set-step-completed';
export { updateGoal } from './api/update-goal';
export { updateStep } from './api/update-step';
export { updateTimeBlock } from './api/update-task';
export * from './rules/block-status';
export * from './rules/goals';
export * from './rules/links';
export * from './rules/time-blocks';
export { goalWrites, stepWrites, timeBlockWrites, type StepUndoKind } from './writes';
