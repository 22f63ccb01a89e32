// What the command palette offers: every page of the sidebar, then actions. Built from the same
// navigation table as the sidebar and the shortcuts, so a new page appears everywhere at once.
import { DEEP_WORK_START_HREF, NEW_HABIT_HREF, NEW_STEP_HREF } from '@onething/shared-data';
import { NAV_GROUPS, SETTINGS_ITEM } from '../../layout/navigation';

export type PaletteEffect =
  | { type: 'navigate'; to: string; state?: unknown }
  | { type: 'toggle-theme' }
  | { type: 'toggle-sidebar' }
  | { type: 'show-shortcuts' };

export interface PaletteCommand {
  id: string;
  label: string;
  group: 'Go to' | 'Actions';
  /** Extra words the fuzzy search matches ("timer" finds Deep Work). */
  keywords: string[];
  effect: PaletteEffect;
}

export function paletteCommands(): PaletteCommand[] {
  const pages = [...NAV_GROUPS.flatMap((group) => group.items), SETTINGS_ITEM].map<PaletteCommand>((item) => ({
    id: `go:${item.to}`,
    label: item.label,
    group: 'Go to',
    keywords: [...(item.keywords ?? [])],
    effect: { type: 'navigate', to: item.to },
  }));
  const actions: PaletteCommand[] = [
    {
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
      effect: { type: 'navigate', to: '/reflection/weekly' },
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
  return [...pages, ...actions];
}
