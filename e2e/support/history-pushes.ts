// Records the state of every history entry the app pushes (React Router keeps it under `usr`). A page may
// consume its navigation state and replace the entry at once, so what was handed over is read from this
// record, not from history.state afterwards.
import type { Page } from '@playwright/test';

type Push = { url: string; state: unknown };
type Recorder = { __pushes: Push[] };

/** Starts recording in every document the page loads from now on (call before the navigation). */
export async function recordHistoryPushes(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const pushes: Array<{ url: string; state: unknown }> = [];
    (window as unknown as { __pushes: typeof pushes }).__pushes = pushes;
    const original = history.pushState.bind(history);
    history.pushState = (state: unknown, unused: string, url?: string | URL | null) => {
      pushes.push({ url: String(url), state: (state as { usr?: unknown } | null)?.usr ?? null });
      original(state, unused, url);
    };
  });
}

/** The pushes to URLs ending in `path` since the current document loaded, oldest first. */
export function pushesTo(page: Page, path: string): Promise<Push[]> {
  return page.evaluate(
    (end) => (window as unknown as Recorder).__pushes.filter((push) => push.url.endsWith(end)),
    path,
  );
}
