// Texts of the playbooks page. The spec gives the goal and conflict texts; the rest are ours, in the same
// 'Title' / 'description' shape as the spec's toasts.
import { TIME_CONFLICT_TOAST } from '@onething/shared-data';

export const PLAYBOOK_TOASTS = {
  created: { title: 'Playbook Created' },
  updated: { title: 'Playbook Updated' },
  deleted: { title: 'Playbook Deleted' },
  goalCreated: { title: 'Goal Created' },
  timeConflict: TIME_CONFLICT_TOAST,
} as const;

export const PLAYBOOK_ERRORS = {
  create: 'Failed to create playbook. Please try again.',
  update: 'Failed to update playbook. Please try again.',
  delete: 'Failed to delete playbook. Please try again.',
  createGoal: 'Failed to create goal. Please try again.',
} as const;

export const DELETE_PLAYBOOK_TEXT = 'This action cannot be undone. Goals made from this playbook are kept.';
export const PLAYBOOK_TITLE_REQUIRED = 'Playbook title is required';
export const STEP_TITLE_REQUIRED = 'Step title is required';
export const BLOCK_TITLE_REQUIRED = 'Time block title is required';
