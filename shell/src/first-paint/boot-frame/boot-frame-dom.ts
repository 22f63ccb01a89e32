// The start-up frame's names in index.html, and its removal. No React here: the inline start-up script
// and the app both use this module.

/** The frame's element: prerendered at build time, hidden until the inline script decides to show it. */
export const BOOT_FRAME_ID = 'boot-frame';
/** On <html> while the frame shows: the app renders underneath, invisible, until it releases the frame. */
export const BOOT_FRAME_ACTIVE_ATTRIBUTE = 'data-boot-frame';
/** On the frame's <style> tags, which go with it. */
export const BOOT_FRAME_STYLE_ATTRIBUTE = 'data-boot-frame-style';
/** On each prerendered variant (theme and sidebar state): the script keeps the one that matches. */
export const BOOT_FRAME_VARIANT_ATTRIBUTE = 'data-boot-frame-variant';

/**
 * Characters from Unicode's private use area that stand for the text only known in the browser: the
 * prerendered frame carries them, the inline script replaces them before the frame first shows.
 */
export const GREETING_SLOT = '\uE001';
export const AVATAR_INITIAL_SLOT = '\uE002';

export type BootFrameVariant = `${'light' | 'dark'}-${'expanded' | 'collapsed'}`;

export function bootFrameVariant(mode: 'light' | 'dark', sidebarOpen: boolean): BootFrameVariant {
  return `${mode}-${sidebarOpen ? 'expanded' : 'collapsed'}`;
}

/** Takes the frame and its styles out of the document and shows the app (idempotent). */
export function removeBootFrame(doc: Document = document): void {
  doc.getElementById(BOOT_FRAME_ID)?.remove();
  for (const style of doc.querySelectorAll(`style[${BOOT_FRAME_STYLE_ATTRIBUTE}]`)) style.remove();
  doc.documentElement.removeAttribute(BOOT_FRAME_ACTIVE_ATTRIBUTE);
}
