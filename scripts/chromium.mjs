// Where the system Chromium is. Playwright cannot download its own browser on these machines.
import { existsSync } from 'node:fs';

const firstExisting = (candidates) => candidates.find((candidate) => candidate && existsSync(candidate)) ?? null;

/** The full browser: CHROMIUM_PATH, else Debian's /usr/bin/chromium. Extensions and Lighthouse need this one. */
export function findChromium() {
  return firstExisting([process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser']);
}

/**
 * The browser for page tests: Debian's chromium-headless-shell when it is installed (the same engine
 * without the browser's own UI; the end-to-end suite used 29 % less CPU with it), else the full browser.
 * It cannot load extensions.
 */
export function findPageChromium() {
  return (
    firstExisting([process.env.CHROMIUM_HEADLESS_SHELL_PATH, '/usr/bin/chromium-headless-shell']) ?? findChromium()
  );
}
