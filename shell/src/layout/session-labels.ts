// What the shell calls the running deep work session's controls, in the top bar and the command palette alike.

export const SESSION_LABELS = {
  back: 'Back to the deep work session',
  pause: 'Pause the deep work session',
  resume: 'Resume the deep work session',
  /** Visible beside the time while paused. */
  paused: 'Paused',
} as const;

/**
 * The top bar's link: it starts with what it shows ("24:13", "24:13 Paused"), so what one sees is what one can
 * say to a voice control tool.
 */
export function sessionLinkName(time: string, paused: boolean): string {
  return paused
    ? `${time} ${SESSION_LABELS.paused}: time left in the deep work session`
    : `${time} left in the deep work session`;
}
