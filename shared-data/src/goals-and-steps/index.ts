// Goals, their steps and time blocks, the goal history and the undo of step changes.
export * from './keys';
export * from './queries';
export { completeGoal } from './api/complete-goal';
export { type GoalFields, createGoal } from './api/create-goal';
export { createStep } from './api/create-step';
export { getActiveGoal } from './api/get-active-goal';
export { listCompletedGoals } from './api/get-goal-history';
export { listGoals } from './api/get-goals';
export { listSteps } from './api/get-steps';
export { listTimeBlocks } from './api/get-time-blocks';
export { type MoveToDayResult } from './api/move-unfinished-steps';
export { type StepCompletion, setStepCompleted } from './api/set-step-completed';
export * from './rules/block-status';
export * from './rules/goals';
export * from './rules/links';
export * from './rules/new-rows';
export * from './rules/time-blocks';
export { goalWrites, stepWrites, timeBlockWrites } from './writes';
