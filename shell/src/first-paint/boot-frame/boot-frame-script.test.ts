import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BOOT_RECORD_KEY } from './boot-record';
import {
  AVATAR_INITIAL_SLOT,
  BOOT_FRAME_ACTIVE_ATTRIBUTE,
  BOOT_FRAME_STYLE_ATTRIBUTE,
  GREETING_SLOT,
} from './boot-frame-dom';
import { startApp, startBootFrame } from './boot-frame-script';

const SESSION_KEY = 'sb-127-auth-token';
const AFTERNOON = new Date(2026, 10, 27, 14, 30);

/** index.html as the build leaves it: the frame's styles, the hidden frame with its four variants. */
function renderIndexHtml() {
  const variant = (name: string) =>
    `<div data-boot-frame-variant="${name}"><span class="avatar">${AVATAR_INITIAL_SLOT}</span><h1>${GREETING_SLOT}</h1></div>`;
  document.head.innerHTML = `<style ${BOOT_FRAME_STYLE_ATTRIBUTE}>#boot-frame{}</style><style ${BOOT_FRAME_STYLE_ATTRIBUTE}>.a{}</style>`;
  document.body.innerHTML = `<div id="boot-frame" aria-hidden="true" inert hidden>${['light-expanded', 'light-collapsed', 'dark-expanded', 'dark-collapsed'].map(variant).join('')}</div><div id="root"></div>`;
}

function signIn(userId: string, recordUserId: string | null = userId, name = 'Ada Lovelace') {
  localStorage.setItem(
    SESSION_KEY,
    JSON.stringify({ access_token: 'token', user: { id: userId, email: 'ada@example.com' } }),
  );
  if (recordUserId) localStorage.setItem(BOOT_RECORD_KEY, JSON.stringify({ userId: recordUserId, name }));
}

const frame = () => document.getElementById('boot-frame');
const shownVariants = () =>
  [...document.querySelectorAll('[data-boot-frame-variant]')].map((element) =>
    element.getAttribute('data-boot-frame-variant'),
  );

function expectNoFrame() {
  expect(frame()).toBeNull();
  expect(document.querySelectorAll(`style[${BOOT_FRAME_STYLE_ATTRIBUTE}]`)).toHaveLength(0);
  expect(document.documentElement.hasAttribute(BOOT_FRAME_ACTIVE_ATTRIBUTE)).toBe(false);
}

describe('the start-up frame script', () => {
  beforeEach(() => {
    window.history.replaceState(null, '', '/');
    document.documentElement.className = 'dark';
    renderIndexHtml();
  });
  afterEach(() => {
    localStorage.clear();
    document.cookie = 'sidebar_state=; max-age=0; path=/';
    document.documentElement.removeAttribute(BOOT_FRAME_ACTIVE_ATTRIBUTE);
  });

  it("greets the returning user on the dashboard in their theme and sidebar's state", () => {
    signIn('user-1');
    startBootFrame(document, AFTERNOON);
    expect(frame()?.hidden).toBe(false);
    expect(document.documentElement.hasAttribute(BOOT_FRAME_ACTIVE_ATTRIBUTE)).toBe(true);
    expect(shownVariants()).toEqual(['dark-expanded']);
    expect(frame()?.querySelector('h1')?.textContent).toBe('Good afternoon, Ada Lovelace');
    expect(frame()?.querySelector('.avatar')?.textContent).toBe('A');
  });

  it('shows the light theme and the collapsed sidebar when those were chosen', () => {
    signIn('user-1');
    document.documentElement.className = 'light';
    document.cookie = 'sidebar_state=false; path=/';
    startBootFrame(document, new Date(2026, 10, 27, 8, 0));
    expect(shownVariants()).toEqual(['light-collapsed']);
    expect(frame()?.querySelector('h1')?.textContent).toBe('Good morning, Ada Lovelace');
  });

  it('greets without a name when the account has none', () => {
    signIn('user-1', 'user-1', '');
    startBootFrame(document, new Date(2026, 10, 27, 19, 0));
    expect(frame()?.querySelector('h1')?.textContent).toBe('Good evening');
    expect(frame()?.querySelector('.avatar')?.textContent).toBe('U');
  });

  it('is removed before it shows for a visitor without a session', () => {
    startBootFrame(document, AFTERNOON);
    expectNoFrame();
  });

  it('is removed when the app has not yet seen this user on this browser', () => {
    signIn('user-1', null);
    startBootFrame(document, AFTERNOON);
    expectNoFrame();
  });

  it("is removed when its record is another user's", () => {
    signIn('user-2', 'user-1');
    startBootFrame(document, AFTERNOON);
    expectNoFrame();
  });

  it('is removed on any page other than the dashboard', () => {
    signIn('user-1');
    window.history.replaceState(null, '', '/habits');
    startBootFrame(document, AFTERNOON);
    expectNoFrame();
  });

  it('is removed when its record cannot be read', () => {
    signIn('user-1');
    localStorage.setItem(BOOT_RECORD_KEY, '{not json');
    startBootFrame(document, AFTERNOON);
    expectNoFrame();
  });
});

describe("starting the app's scripts", () => {
  const appScripts = () => [...document.querySelectorAll('script[src]')].map((script) => script.getAttribute('src'));

  beforeEach(() => {
    window.history.replaceState(null, '', '/');
    document.documentElement.className = 'dark';
    renderIndexHtml();
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.useRealTimers();
    localStorage.clear();
    document.documentElement.removeAttribute(BOOT_FRAME_ACTIVE_ATTRIBUTE);
  });

  it('runs them at once, in order, when there is no frame to paint', () => {
    startApp(['/main.js', '/second.js'], document, AFTERNOON);
    expect(appScripts()).toEqual(['/main.js', '/second.js']);
    expect([...document.querySelectorAll<HTMLScriptElement>('script[src]')].every((script) => !script.async)).toBe(
      true,
    );
  });

  it('runs them after the next paint while the frame shows', () => {
    vi.useFakeTimers();
    const frames: FrameRequestCallback[] = [];
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
    signIn('user-1');
    startApp(['/main.js'], document, AFTERNOON);
    expect(frame()?.hidden).toBe(false);
    vi.advanceTimersByTime(0);
    expect(appScripts()).toEqual([]);
    frames.shift()?.(0);
    vi.advanceTimersByTime(0);
    expect(appScripts()).toEqual([]);
    frames.shift()?.(16);
    expect(appScripts()).toEqual([]);
    vi.advanceTimersByTime(0);
    expect(appScripts()).toEqual(['/main.js']);
    // the fallback for a browser that paints no frame does not run them a second time
    vi.advanceTimersByTime(5000);
    expect(appScripts()).toEqual(['/main.js']);
  });

  it('runs them once the browser reports the first contentful paint, where it reports paints', () => {
    vi.useFakeTimers();
    let report: ((entries: string[]) => void) | undefined;
    class PaintObserver {
      static supportedEntryTypes = ['paint'];
      constructor(private readonly callback: (list: { getEntriesByName: (name: string) => unknown[] }) => void) {}
      observe() {
        report = (names) => this.callback({ getEntriesByName: (name) => names.filter((entry) => entry === name) });
      }
      disconnect() {
        report = undefined;
      }
    }
    vi.stubGlobal('PerformanceObserver', PaintObserver);
    try {
      signIn('user-1');
      startApp(['/main.js'], document, AFTERNOON);
      report?.(['first-paint']);
      vi.advanceTimersByTime(0);
      expect(appScripts()).toEqual([]);
      report?.(['first-contentful-paint']);
      expect(appScripts()).toEqual([]);
      vi.advanceTimersByTime(0);
      expect(appScripts()).toEqual(['/main.js']);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('runs them even if no frame is ever painted', () => {
    vi.useFakeTimers();
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation(() => 0);
    signIn('user-1');
    startApp(['/main.js'], document, AFTERNOON);
    vi.advanceTimersByTime(999);
    expect(appScripts()).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(appScripts()).toEqual(['/main.js']);
  });
});
