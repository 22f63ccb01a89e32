// The app's side of the start-up frame (see boot-frame-script.ts): the frame stays over the app until
// the app has something of its own to show in its place: the opened page, an error, or another page
// the user is sent to. Removing it in a layout effect swaps the two in the same frame of the screen.
import { useLayoutEffect } from 'react';
import { removeBootFrame } from './boot-frame-dom';

/** If the app has nothing to show by then (a stalled request), the frame gives way to its loading state. */
export const BOOT_FRAME_MAX_MS = 10_000;

export function releaseBootFrame(): void {
  if (typeof document !== 'undefined') removeBootFrame(document);
}

/** Rendered with what replaces the frame: it goes when that is committed to the document. */
export function ReleaseBootFrame() {
  useLayoutEffect(releaseBootFrame, []);
  return null;
}
