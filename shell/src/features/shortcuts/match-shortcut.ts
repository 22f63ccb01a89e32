// Global keyboard shortcuts: Ctrl, or Cmd on Mac, plus a page's digit (1-6: the focus areas), / for the
// help dialog, B for the sidebar and K for the command palette; '?' alone also opens the help. Pure, so
// every key combination is unit-tested.
import { isEditableTarget } from '@onething/shared-data';
import { SHORTCUT_ITEMS } from '../../layout/navigation';

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

export function detectMac(nav: Pick<Navigator, 'platform' | 'userAgent'> | undefined = globalThis.navigator): boolean {
  if (!nav) return false;
  const platform = (nav as { userAgentData?: { platform?: string } }).userAgentData?.platform ?? nav.platform ?? '';
  return /mac|iphone|ipad|ipod/i.test(platform) || (!platform && /Mac OS X/.test(nav.userAgent));
}
