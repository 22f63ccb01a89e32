// Where the system Chromium is: CHROMIUM_PATH, else Debian's /usr/bin/chromium. Playwright cannot
// download its own browser on these machines.
import { existsSync } from 'node:fs';

export function findChromium() {
  for (const candidate of [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser']) {
    if (candidate && existsSync(candidate)) return candidate;
  }
  return null;
}
