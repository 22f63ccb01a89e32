// The inline script that follows the prerendered start-up frame in index.html (bundled from this source
// at build time, see scripts/mf/prerender-pages.mjs), and that starts the app. A returning, signed-in user
// opening the dashboard sees the app's frame with their greeting at the first paint, before the app's
// JavaScript has downloaded; the app renders underneath and takes over when its page is ready
// (release-boot-frame.tsx). Anyone else gets the plain start: the frame is removed before anything is
// painted.
import { greetingLine } from '@onething/shared-data';
import { avatarInitial } from '@onething/shared-ui';
import { readSidebarCookie } from '../../layout/sidebar-cookie';
import { readStoredUser } from '../../public/stored-user';
import { readBootRecord } from './boot-record';
import {
  AVATAR_INITIAL_SLOT,
  BOOT_FRAME_ACTIVE_ATTRIBUTE,
  BOOT_FRAME_ID,
  BOOT_FRAME_VARIANT_ATTRIBUTE,
  bootFrameVariant,
  GREETING_SLOT,
  removeBootFrame,
} from './boot-frame-dom';

/** The frame shows the dashboard only, and only to the user the app last saw signed in on this browser. */
function frameName(doc: Document): string | null {
  if (doc.location.pathname !== '/') return null;
  const user = readStoredUser();
  const record = readBootRecord();
  return user && record && record.userId === user.id ? record.name : null;
}

/** Shows the frame if it is for this visit (true), else removes it. */
export function startBootFrame(doc: Document = document, now: Date = new Date()): boolean {
  const frame = doc.getElementById(BOOT_FRAME_ID);
  if (!frame) return false;
  try {
    const name = frameName(doc);
    if (name === null) {
      removeBootFrame(doc);
      return false;
    }
    // The theme boot script has already put the resolved theme's class on <html>.
    const mode = doc.documentElement.classList.contains('light') ? 'light' : 'dark';
    const variant = bootFrameVariant(mode, readSidebarCookie(doc.cookie));
    for (const candidate of frame.querySelectorAll(`[${BOOT_FRAME_VARIANT_ATTRIBUTE}]`)) {
      if (candidate.getAttribute(BOOT_FRAME_VARIANT_ATTRIBUTE) !== variant) candidate.remove();
    }
    const greeting = greetingLine(name, now);
    const initial = avatarInitial(name);
    const walker = doc.createTreeWalker(frame, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.nodeValue ?? '';
      if (text.includes(GREETING_SLOT) || text.includes(AVATAR_INITIAL_SLOT)) {
        node.nodeValue = text.replaceAll(GREETING_SLOT, greeting).replaceAll(AVATAR_INITIAL_SLOT, initial);
      }
    }
    doc.documentElement.setAttribute(BOOT_FRAME_ACTIVE_ATTRIBUTE, '');
    frame.hidden = false;
    return true;
  } catch {
    // Whatever went wrong, the app starts as it would without the frame.
    removeBootFrame(doc);
    return false;
  }
}

/** Should no paint be reported (a browser that paints nothing while visible), the app starts anyway. */
const FIRST_PAINT_WAIT_MAX_MS = 1000;

function appendScripts(doc: Document, sources: readonly string[]) {
  for (const source of sources) {
    const script = doc.createElement('script');
    script.src = source;
    // in order, as deferred scripts run
    script.async = false;
    doc.body.append(script);
  }
}

/**
 * Calls `then` once the page's first contentful paint is on the screen: the browser reports that paint
 * (with the time it was presented) only after it has happened. Where paint timing is missing, two
 * animation frames stand in (the second callback runs once the first frame has been made).
 */
function afterFirstPaint(view: Window & typeof globalThis, then: () => void) {
  const Observer = view.PerformanceObserver;
  if (Observer?.supportedEntryTypes?.includes('paint')) {
    const observer = new Observer((list) => {
      if (!list.getEntriesByName('first-contentful-paint').length) return;
      observer.disconnect();
      view.setTimeout(then, 0);
    });
    observer.observe({ type: 'paint', buffered: true });
    return;
  }
  view.requestAnimationFrame(() => view.requestAnimationFrame(() => view.setTimeout(then, 0)));
}

/**
 * Shows the frame if it is for this visit, then runs the app's scripts (index.html preloads them, so they
 * download from the start either way): once the document is parsed, and while the frame shows only after
 * the frame has been painted. The app's first script takes tens of milliseconds to compile and run on a
 * fast computer, several times that on a phone; from the cache it would otherwise run before the first
 * paint and hold the frame back.
 */
export function startApp(sources: readonly string[], doc: Document = document, now: Date = new Date()): void {
  const view = doc.defaultView;
  const waitForPaint = startBootFrame(doc, now) && view !== null && doc.visibilityState === 'visible';
  let started = false;
  const run = () => {
    if (started) return;
    started = true;
    appendScripts(doc, sources);
  };
  const whenParsed = () => {
    if (!waitForPaint || !view) {
      run();
      return;
    }
    view.setTimeout(run, FIRST_PAINT_WAIT_MAX_MS);
    try {
      afterFirstPaint(view, run);
    } catch {
      // a paint observer the browser refuses must not keep the app from starting
      run();
    }
  };
  if (doc.readyState === 'loading') doc.addEventListener('DOMContentLoaded', whenParsed, { once: true });
  else whenParsed();
}
