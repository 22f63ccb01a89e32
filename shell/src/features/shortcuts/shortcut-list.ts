// What the 'Keyboard Shortcuts' help dialog lists: the global shortcuts (from the same navigation
// table the matcher uses) and the rich-text editor's keys.
import { GO_ITEMS, GO_PREFIX_KEY } from './go-keys';

export interface ShortcutEntry {
  /** Keys after the Ctrl/Cmd modifier, e.g. ['1'] or ['Shift', 'B']; empty for keys pressed alone. */
  keys: string[];
  description: string;
  /** False for keys pressed without Ctrl/Cmd (Escape). */
  withModifier?: boolean;
  /** The same, as keys pressed one after the other without Ctrl/Cmd (['G', 'D']). */
  sequence?: string[];
}

export interface ShortcutSection {
  title: string;
  entries: ShortcutEntry[];
}

export const SHORTCUT_SECTIONS: ShortcutSection[] = [
  {
    title: 'Navigation',
    entries: GO_ITEMS.map((item) => ({
      keys: [item.shortcut],
      description: `Go to ${item.label}`,
      sequence: [GO_PREFIX_KEY.toUpperCase(), item.goKey.toUpperCase()],
    })),
  },
  {
    title: 'General',
    entries: [
      { keys: ['K'], description: 'Open the command palette' },
      { keys: ['/'], description: 'Show or hide keyboard shortcuts' },
      { keys: ['?'], description: 'Show or hide keyboard shortcuts', withModifier: false },
      { keys: ['B'], description: 'Toggle the sidebar' },
      { keys: ['Esc'], description: 'Close dialogs', withModifier: false },
    ],
  },
  {
    title: 'Rich-text editor',
    entries: [
      { keys: ['Shift', 'B'], description: 'Bold' },
      { keys: ['Shift', 'I'], description: 'Italic' },
      { keys: ['Shift', '8'], description: 'Bulleted list' },
      { keys: ['Shift', '7'], description: 'Numbered list' },
      { keys: ['Z'], description: 'Undo' },
      { keys: ['Shift', 'Z'], description: 'Redo' },
    ],
  },
];

export function modifierLabel(isMac: boolean): string {
  return isMac ? '⌘' : 'Ctrl';
}

/** The keys of one entry as pressed, e.g. ['Ctrl', 'Shift', 'B']. */
export function entryKeys(entry: ShortcutEntry, isMac: boolean): string[] {
  return entry.withModifier === false ? entry.keys : [modifierLabel(isMac), ...entry.keys];
}
