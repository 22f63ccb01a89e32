// Launch options for Debian's Chromium (Playwright cannot download a browser here).
import { findChromium as findSystemChromium, findPageChromium } from '../../scripts/chromium.mjs';

const NO_CHROMIUM =
  'No Chromium found. Install it with `sudo apt-get install -y chromium chromium-headless-shell` (Debian) or set CHROMIUM_PATH to a Chromium binary.';

/** The full browser, for the tests that load the companion extension. */
export function findChromium(): string {
  const found = findSystemChromium();
  if (!found) throw new Error(NO_CHROMIUM);
  return found;
}

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
  '--disable-quic',
];

/** Page tests run in the headless shell when it is installed: same engine, less CPU per test. */
export function chromiumLaunchOptions() {
  const executablePath = findPageChromium();
  if (!executablePath) throw new Error(NO_CHROMIUM);
  return { executablePath, args: CHROMIUM_ARGS };
}
