// The inline script that follows the prerendered start-up frame in index.html (bundled from this source
// at build time, see shell/prerender-pages.mjs). A returning, signed-in user opening the dashboard sees
// the app's frame with their greeting at the first paint, before the app's JavaScript has downloaded; the
// app renders underneath and takes over when its page is ready (release-boot-frame.tsx). Anyone else
// gets today's start: the frame is removed before anything is painted.
import { greetingLine } from '@onething/shared-data';
import { avatarInitial } from '@onething/shared-ui';
import { readSidebarCookie } from '../layout/sidebar-cookie';
import { readStoredUser } from '../public/stored-user';
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

export function startBootFrame(doc: Document = document, now: Date = new Date()): void {
  const frame = doc.getElementById(BOOT_FRAME_ID);
  if (!frame) return;
  try {
    const name = frameName(doc);
    if (name === null) {
      removeBootFrame(doc);
      return;
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
  } catch {
    // Whatever went wrong, the app starts as it would without the frame.
    removeBootFrame(doc);
  }
}
