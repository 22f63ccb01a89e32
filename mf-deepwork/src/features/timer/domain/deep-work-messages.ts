// The deep work page's user-visible texts, word for word where the product gives them.
import { SESSION_CREATION_IN_PROGRESS } from '@onething/shared-data';

export const DEEP_WORK_TOASTS = {
  sessionCompleted: (minutes: number) => ({
    title: 'Session Completed!',
    description: `Great job! You completed a ${minutes}-minute deep work session.`,
  }),
  saveFailed: (message: string | undefined) => ({
    title: 'Failed to Save Session',
    description: `Error: ${message || 'Unknown error occurred'}`,
  }),
  startFailed: { title: 'Error', description: 'Failed to start session' },
  updateFailed: { title: 'Error', description: 'Failed to update session' },
  sessionInvalid: { title: 'Session Invalid', description: 'Please clear the session and start fresh' },
  goalConflict: { title: 'Goal Conflict', description: 'Resolve the goal conflict before starting' },
  /** A start while a session runs or is paused: the product's words for a second session started during one. */
  sessionAlreadyOn: {
    title: SESSION_CREATION_IN_PROGRESS,
    description: 'Pause, resume or stop the current session first.',
  },
  sessionReset: { title: 'Session Reset', description: 'Invalid session data has been cleared.' },
  stepCompleted: { title: 'Step Completed' },
  blockReverted: { title: 'Time Block Reverted' },
  stepFailed: { title: 'Error', description: 'Failed to complete step. Please try again.' },
  stepUpdateFailed: { title: 'Error', description: 'Failed to update step. Please try again.' },
  timeBlockUpdated: { title: 'Time Block Updated' },
  timeBlockUpdateFailed: { title: 'Error', description: 'Failed to update time block. Please try again.' },
  playbookComplete: { title: 'Playbook Complete!' },
  goalCompleted: (title: string) => ({
    title: 'Congratulations! 🎉',
    description: `Goal "${title}" completed! All tasks finished.`,
  }),
} as const;

export const SESSION_ALERTS = {
  conflict: (title: string) =>
    `You have a different active ONE Thing goal ("${title}") that is not completed yet. Complete your current ONE Thing before working on a different goal.`,
  stale: 'Your session data is over 24 hours old and may be outdated. Please clear it and start a fresh session.',
  invalid: 'Your session data is corrupted or invalid. Please clear it and start a new session.',
} as const;

/** The playbook-complete toast shows a second after the session is cleared. */
export const PLAYBOOK_COMPLETE_TOAST_DELAY_MS = 1000;

/** A session without a goal or playbook is recorded with this title. */
export const UNTITLED_SESSION = 'Deep work session';
