import { isDateInRange, localDateKey, type GoalFields, type Priority } from '@onething/shared-data';

export const GOAL_PRIORITIES = ['Low', 'Medium', 'High', 'Critical'] as const;
export type GoalPriority = (typeof GOAL_PRIORITIES)[number];
export const DEFAULT_GOAL_PRIORITY: GoalPriority = 'Medium';

export function isGoalPriority(value: unknown): value is GoalPriority {
  return typeof value === 'string' && (GOAL_PRIORITIES as readonly string[]).includes(value);
}

/** What the create and edit dialogs collect; empty strings are "not given". */
export type GoalFormValues = {
  title: string;
  description: string;
  why: string;
  priority: Priority;
  /** yyyy-MM-dd or null */
  deadline: string | null;
};

/** A new goal's deadline defaults to today and its priority to Medium. */
export function defaultGoalFormValues(now: Date = new Date()): GoalFormValues {
  return { title: '', description: '', why: '', priority: DEFAULT_GOAL_PRIORITY, deadline: localDateKey(now) };
}

const blankToNull = (value: string) => (value.trim() === '' ? null : value.trim());

/** Title trimmed; description, why and deadline null when empty. */
export function toGoalFields(values: GoalFormValues): Required<GoalFields> {
  return {
    title: values.title.trim(),
    description: blankToNull(values.description),
    why_description: blankToNull(values.why),
    priority: values.priority,
    deadline: values.deadline && values.deadline.trim() !== '' ? values.deadline : null,
  };
}

export function isGoalTitleValid(title: string): boolean {
  return title.trim() !== '';
}

/** No deadline, or a day the database keeps. */
export function isGoalDeadlineValid(deadline: string | null): boolean {
  return deadline === null || deadline.trim() === '' || isDateInRange(deadline);
}
