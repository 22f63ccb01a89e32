// The app's side of the start-up frame (see boot-frame-script.ts), and the one place that removes it. The
// frame stays over the app while the app shows a loading state (the session check, the profile wait, a
// page or its remote still loading: each renders <HoldBootFrame />); after the first commit in which
// nothing holds it, it goes: the opened page, an error screen, or a redirect to another page. Removing it
// in a microtask queued from the commit's layout effects swaps the two before the screen is next painted.
import { useLayoutEffect, type ReactNode } from 'react';
import { BOOT_FRAME_ID, removeBootFrame } from './boot-frame-dom';

/** If the app has nothing to show by then (a stalled request), the frame gives way to its loading state. */
export const BOOT_FRAME_MAX_MS = 10_000;

let holders = 0;

function releaseUnlessHeld() {
  if (holders === 0) removeBootFrame(document);
}

// The deadline runs from the app's first script; only where a frame is shown (not in the pre-sign-in
// bundle, nor while prerendering in Node).
if (typeof document !== 'undefined' && document.getElementById(BOOT_FRAME_ID)) {
  setTimeout(() => removeBootFrame(document), BOOT_FRAME_MAX_MS);
}

/** Rendered by a loading state: the frame stays while it is in the document. */
export function HoldBootFrame() {
  useLayoutEffect(() => {
    holders += 1;
    return () => {
      holders -= 1;
      // after the rest of the commit, in which another loading state may have taken its place
      queueMicrotask(releaseUnlessHeld);
    };
  }, []);
  return null;
}

/** Around whatever the app renders first: its first commit releases the frame unless a loading state holds it. */
export function BootFrameRelease({ children }: { children: ReactNode }) {
  useLayoutEffect(() => queueMicrotask(releaseUnlessHeld), []);
  return <>{children}</>;
}
