// What the command palette offers: the running deep work session's controls, every page of the sidebar, then
// actions. Built from the same navigation table as the sidebar and the shortcuts, so a new page appears
// everywhere at once. The user's own things (steps, habits...) are in user-things.ts.
import {
  DEEP_WORK_PATH,
  DEEP_WORK_START_HREF,
  NEW_HABIT_HREF,
  NEW_STEP_HREF,
  isSessionOn,
  reflectionHref,
  type TimerPhase,
} from '@onething/shared-data';
import { NAV_GROUPS, SETTINGS_ITEM } from '../../layout/navigation';
import { SESSION_LABELS } from '../../layout/session-labels';

/** What the signed-in layout runs for a command. */
export type PaletteEffect =
  | { type: 'navigate'; to: string; state?: unknown }
  | { type: 'toggle-theme' }
  | { type: 'toggle-sidebar' }
  | { type: 'show-shortcuts' };

/** What the palette runs itself: the session's own pause and resume, the same as the top bar's. */
type SessionEffect = { type: 'pause-session' } | { type: 'resume-session' };

export const PALETTE_GROUPS = [
  'Deep work session',
  'Go to',
  'Actions',
  'Steps',
  'Habits',
  'Playbooks',
  'Groups',
  'Reflections',
] as const;
type PaletteGroup = (typeof PALETTE_GROUPS)[number];

export interface PaletteCommand {
  /** Unique; also what the palette selects by, so two things with the same name stay two results. */
  id: string;
  label: string;
  group: PaletteGroup;
  /** Extra words the fuzzy search matches ("timer" finds Deep Work). */
  keywords: string[];
  effect: PaletteEffect | SessionEffect;
}

const SESSION_KEYWORDS = ['timer', 'focus', 'deep work', 'session'];

/** Back to a running or paused session, and pause or resume it; nothing when no session is on. */
function sessionCommands(phase: TimerPhase): PaletteCommand[] {
  if (!isSessionOn(phase)) return [];
  const toggle: PaletteCommand =
    phase === 'paused'
      ? {
          id: 'session:resume',
          label: SESSION_LABELS.resume,
          group: 'Deep work session',
          keywords: [...SESSION_KEYWORDS, 'continue', 'play'],
          effect: { type: 'resume-session' },
        }
      : {
          id: 'session:pause',
          label: SESSION_LABELS.pause,
          group: 'Deep work session',
          keywords: [...SESSION_KEYWORDS, 'break', 'hold'],
          effect: { type: 'pause-session' },
        };
  return [
    {
      id: 'session:back',
      label: SESSION_LABELS.back,
      group: 'Deep work session',
      keywords: [...SESSION_KEYWORDS, 'return', 'open'],
      effect: { type: 'navigate', to: DEEP_WORK_PATH },
    },
    toggle,
  ];
}

export function paletteCommands(phase: TimerPhase = 'idle'): PaletteCommand[] {
  const pages = [...NAV_GROUPS.flatMap((group) => group.items), SETTINGS_ITEM].map<PaletteCommand>((item) => ({
    id: `go:${item.to}`,
    label: item.label,
    group: 'Go to',
    keywords: [...(item.keywords ?? [])],
    effect: { type: 'navigate', to: item.to },
  }));
  const actions: PaletteCommand[] = [
    {
      // Stays while a session is on: the deep work page then refuses a second one and says why.
      id: 'action:start-deep-work',
      label: 'Start a deep work session',
      group: 'Actions',
      keywords: ['timer', 'focus', 'pomodoro', 'begin'],
      effect: { type: 'navigate', to: DEEP_WORK_START_HREF },
    },
    {
      id: 'action:new-step',
      label: 'Add a step',
      group: 'Actions',
      keywords: ['new step', 'task', 'plan'],
      effect: { type: 'navigate', to: NEW_STEP_HREF },
    },
    {
      id: 'action:new-habit',
      label: 'New habit',
      group: 'Actions',
      keywords: ['add habit', 'create habit', 'routine'],
      effect: { type: 'navigate', to: NEW_HABIT_HREF },
    },
    {
      id: 'action:weekly-reflection',
      label: 'Write the weekly reflection',
      group: 'Actions',
      keywords: ['review', 'journal'],
      effect: { type: 'navigate', to: reflectionHref('weekly') },
    },
    {
      id: 'action:theme',
      label: 'Toggle theme',
      group: 'Actions',
      keywords: ['dark', 'light', 'appearance'],
      effect: { type: 'toggle-theme' },
    },
    {
      id: 'action:sidebar',
      label: 'Toggle the sidebar',
      group: 'Actions',
      keywords: ['menu', 'navigation'],
      effect: { type: 'toggle-sidebar' },
    },
    {
      id: 'action:shortcuts',
      label: 'Show keyboard shortcuts',
      group: 'Actions',
      keywords: ['help', 'keys'],
      effect: { type: 'show-shortcuts' },
    },
  ];
  return [...sessionCommands(phase), ...pages, ...actions];
}
