// Launch options for Debian's Chromium (Playwright cannot download a browser here).
import { existsSync } from 'node:fs';

export function findChromium(): string {
  for (const candidate of [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser']) {
    if (candidate && existsSync(candidate)) return candidate;
  }
  throw new Error(
    'No Chromium found. Install it with `sudo apt-get install -y chromium` (Debian) or set CHROMIUM_PATH to a Chromium binary.',
  );
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

export function chromiumLaunchOptions() {
  return { executablePath: findChromium(), args: CHROMIUM_ARGS };
}
