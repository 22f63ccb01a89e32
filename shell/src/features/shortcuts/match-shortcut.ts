// Global keyboard shortcuts: Ctrl, or Cmd on Mac, plus a page's digit (1-6: the focus areas), / for the
// help dialog, B for the sidebar and K for the command palette; '?' alone also opens the help; "g" then a
// page's letter goes to that page. Pure, so every key combination is unit-tested.
import { isEditableTarget } from '@onething/shared-data';
import { SHORTCUT_ITEMS } from '../../layout/navigation';
import { GO_ITEMS, GO_PREFIX_KEY } from './go-keys';

export type ShortcutAction =
  { type: 'navigate'; to: string } | { type: 'toggle-help' } | { type: 'toggle-sidebar' } | { type: 'toggle-palette' };

/** The parts of a KeyboardEvent the matcher reads. */
export interface ShortcutEvent {
  key: string;
  code?: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  shiftKey: boolean;
  target: EventTarget | null;
}

/** The digit of a Digit1..Digit6 key, so layouts where digits need Shift (AZERTY) still work. */
function digitOf(event: ShortcutEvent): string | null {
  if (/^[1-6]$/.test(event.key)) return event.key;
  const match = /^Digit([1-6])$/.exec(event.code ?? '');
  return match?.[1] ?? null;
}

export function matchShortcut(event: ShortcutEvent, isMac: boolean): ShortcutAction | null {
  // '?' is typed with Shift on most layouts; alone (no Ctrl/Cmd/Alt) it is the common "help" key.
  if (event.key === '?' && !event.ctrlKey && !event.metaKey && !event.altKey) {
    return isEditableTarget(event.target) ? null : { type: 'toggle-help' };
  }
  const modifier = isMac ? event.metaKey && !event.ctrlKey : event.ctrlKey && !event.metaKey;
  // Alt is excluded because Ctrl+Alt is AltGr on Windows keyboards (typing characters, not commands).
  if (!modifier || event.altKey) return null;
  // The palette opens from anywhere, form fields and the notes editor included (it binds no Ctrl+K), as in
  // most apps, and closes from its own search field.
  if (!event.shiftKey && event.key.toLowerCase() === 'k') return { type: 'toggle-palette' };
  if (isEditableTarget(event.target)) return null;

  // '/' needs Shift on some layouts, so Shift is allowed for it only.
  if (event.key === '/' || (event.code === 'Slash' && !event.shiftKey)) return { type: 'toggle-help' };
  if (event.shiftKey) return null;

  if (event.key.toLowerCase() === 'b') return { type: 'toggle-sidebar' };

  const digit = digitOf(event);
  if (digit) {
    const page = SHORTCUT_ITEMS.find((item) => item.shortcut === digit);
    if (page) return { type: 'navigate', to: page.to };
  }
  return null;
}

type GoSequenceAction = { type: 'go-prefix' } | { type: 'navigate'; to: string };

/**
 * Where plain letters are someone else's: dialogs (plain letters are easy to press by accident, and a dialog
 * may hold unsaved work), and menus and lists (their typeahead).
 */
const KEEPS_LETTERS = '[role="dialog"], [role="alertdialog"], [role="menu"], [role="listbox"]';

function keepsLetters(target: EventTarget | null): boolean {
  const element = target as Element | null;
  return typeof element?.closest === 'function' && element.closest(KEEPS_LETTERS) !== null;
}

/**
 * "g", then within a moment a page's letter (`goPending`: a "g" came just before): 'go-prefix' for the "g",
 * 'navigate' for the letter. Only without Ctrl, Cmd, Alt or Shift (Caps Lock is fine), never while typing.
 */
export function matchGoSequence(event: ShortcutEvent, goPending: boolean): GoSequenceAction | null {
  if (event.ctrlKey || event.metaKey || event.altKey || event.shiftKey) return null;
  if (isEditableTarget(event.target) || keepsLetters(event.target)) return null;
  const key = event.key.toLowerCase();
  if (goPending) {
    const page = GO_ITEMS.find((item) => item.goKey === key);
    if (page) return { type: 'navigate', to: page.to };
  }
  return key === GO_PREFIX_KEY ? { type: 'go-prefix' } : null;
}

export function detectMac(nav: Pick<Navigator, 'platform' | 'userAgent'> | undefined = globalThis.navigator): boolean {
  if (!nav) return false;
  const platform = (nav as { userAgentData?: { platform?: string } }).userAgentData?.platform ?? nav.platform ?? '';
  return /mac|iphone|ipad|ipod/i.test(platform) || (!platform && /Mac OS X/.test(nav.userAgent));
}
