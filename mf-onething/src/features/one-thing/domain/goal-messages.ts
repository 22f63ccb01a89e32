// What the planner says when a new goal cannot be created yet.
export const CREATE_GOAL_BLOCKED_TOOLTIP = 'Complete your current ONE Thing before creating a new one';
