// Typing in a form control or a rich-text editor keeps its own keys: every page-wide shortcut (the
// shell's, the calendar's) asks this before acting on a key.
const EDITABLE_TAGS = new Set(['INPUT', 'TEXTAREA', 'SELECT']);

export function isEditableTarget(target: EventTarget | null): boolean {
  if (!target || typeof (target as Element).tagName !== 'string') return false;
  const element = target as HTMLElement;
  if (EDITABLE_TAGS.has(element.tagName)) return true;
  if (element.isContentEditable) return true;
  // jsdom has no isContentEditable; the attribute check also covers an editor's inner nodes.
  return element.closest?.('[contenteditable]:not([contenteditable="false"])') != null;
}
