// Where a toast goes so it never covers the field the user is typing in. Phones (under 768 px) show one
// toast at a time at the top; a focused field in the top half sends the toast to the bottom instead.
// Wider screens stack toasts bottom right; a focused field in that corner sends the toast to the top right.
import type { ToasterProps } from 'sonner';
import { MOBILE_QUERY } from '../../hooks/use-media-query';

export type ToastPosition = NonNullable<ToasterProps['position']>;

export const DESKTOP_TOAST_POSITION: ToastPosition = 'bottom-right';
export const MOBILE_TOAST_POSITION: ToastPosition = 'top-center';
/** Sonner's toast width plus its offset from the edge, and the height three stacked toasts take. */
const DESKTOP_TOAST_ZONE = { width: 380, height: 280 };

export interface Box {
  top: number;
  bottom: number;
  left: number;
  right: number;
}

/** The position for a new toast, or undefined for the Toaster's own. */
export function toastPositionFor(
  field: Box | null,
  viewport: { width: number; height: number },
  mobile: boolean,
): ToastPosition | undefined {
  if (!field) return undefined;
  if (mobile) return field.top < viewport.height / 2 ? 'bottom-center' : undefined;
  const zone = { left: viewport.width - DESKTOP_TOAST_ZONE.width, top: viewport.height - DESKTOP_TOAST_ZONE.height };
  const overlaps = field.right > zone.left && field.bottom > zone.top;
  return overlaps ? 'top-right' : undefined;
}

const EDITABLE =
  'input:not([type=checkbox]):not([type=radio]):not([type=button]):not([type=submit]), textarea, select, [contenteditable=""], [contenteditable="true"]';

/** The focused text field's box on screen, if the user is in one. */
export function focusedFieldBox(): Box | null {
  if (typeof document === 'undefined') return null;
  const active = document.activeElement;
  if (!(active instanceof HTMLElement) || !active.matches(EDITABLE)) return null;
  return active.getBoundingClientRect();
}

export function isMobileViewport(): boolean {
  return (
    typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia(MOBILE_QUERY).matches
  );
}

export function viewportSize(): { width: number; height: number } {
  // The visual viewport shrinks when a phone's keyboard opens; the field must stay clear of what is visible.
  const visual = typeof window !== 'undefined' ? window.visualViewport : null;
  return visual
    ? { width: visual.width, height: visual.height }
    : { width: window.innerWidth, height: window.innerHeight };
}
