// The access token reaches the real companion extension (extension/dist loaded in Chromium), posted
// only to the app's own origin: after sign-in, on reload and when the extension asks for it.
import { expect, test } from '@playwright/test';
import {
  firstPage,
  launchWithExtension,
  removeFromWorkerStorage,
  workerStorage,
  type ExtensionBrowser,
} from '../support/extension';
import { E2E_BACKEND_URL, E2E_SHELL_URL } from '../support/ports';
import { signUpOnboarded } from '../support/shell-helpers';

interface Recorded {
  posts: { type: unknown; targetOrigin: unknown; hasToken: boolean }[];
  requests: { sameWindow: boolean }[];
}

let browser: ExtensionBrowser | undefined;
test.afterEach(async () => {
  await browser?.close();
  browser = undefined;
});

const extensionToken = async () =>
  ((await workerStorage(browser!, 'session', 'token')) as { token?: string } | null)?.token ?? null;

test('the token is posted to the app origin after sign-in, on reload and on request', async () => {
  browser = await launchWithExtension();
  const page = await firstPage(browser);
  // Records what the app posts (and to which origin); the real content script receives it.
  await page.addInitScript(() => {
    const recorded: Recorded = { posts: [], requests: [] };
    (window as unknown as { __ext: Recorded }).__ext = recorded;
    const unwrapped = window.postMessage;
    const original = unwrapped.bind(window);
    window.postMessage = ((message: unknown, targetOrigin?: unknown, transfer?: Transferable[]) => {
      const data = message as { type?: unknown; token?: unknown };
      recorded.posts.push({ type: data?.type, targetOrigin, hasToken: typeof data?.token === 'string' });
      return original(message, targetOrigin as string, transfer);
    }) as typeof window.postMessage;
    // A frame calling parent.postMessage through this wrapper would post as this window; restore the
    // real one before testing messages from other frames.
    (window as unknown as { __unwrapPostMessage: () => void }).__unwrapPostMessage = () => {
      window.postMessage = unwrapped;
    };
    window.addEventListener('message', (event) => {
      const data = event.data as { source?: unknown; type?: unknown };
      if (data?.source === 'onething-extension' && data.type === 'REQUEST_TOKEN')
        recorded.requests.push({ sameWindow: event.source === window });
    });
  });
  const origin = new URL(E2E_SHELL_URL).origin;
  const read = () => page.evaluate(() => (window as unknown as { __ext: Recorded }).__ext);
  const appToken = () =>
    page.evaluate(() => {
      const key = Object.keys(localStorage).find((k) => k.startsWith('sb-') && k.endsWith('-auth-token'));
      return key ? (JSON.parse(localStorage.getItem(key) ?? '{}').access_token as string) : null;
    });

  await signUpOnboarded(page, 'token');
  const accessToken = await appToken();
  expect(accessToken).toBeTruthy();

  // The extension holds the user's token, from the app's origin, with the backend it belongs to.
  await expect.poll(extensionToken).toBe(accessToken);
  expect(await workerStorage(browser, 'local', 'account')).toMatchObject({
    appOrigin: origin,
    apiUrl: E2E_BACKEND_URL,
  });
  const recorded = await read();
  const tokenPosts = recorded.posts.filter((p) => p.hasToken);
  expect(tokenPosts.length).toBeGreaterThan(0);
  for (const post of tokenPosts) expect(post.targetOrigin).toBe(origin);
  expect(recorded.posts.some((p) => p.targetOrigin === '*')).toBe(false);

  // 500 ms after the initial session load on a fresh page.
  await removeFromWorkerStorage(browser, 'session', 'token');
  await page.reload();
  await expect.poll(extensionToken).toBe(await appToken());

  // The extension may ask for it: its content script posts REQUEST_TOKEN to the page.
  await removeFromWorkerStorage(browser, 'session', 'token');
  await page.evaluate(() =>
    window.postMessage({ source: 'onething-extension', type: 'REQUEST_TOKEN' }, window.location.origin),
  );
  await expect.poll(extensionToken).toBe(await appToken());

  // A request from another frame is not honoured (only this window's own messages are).
  await removeFromWorkerStorage(browser, 'session', 'token');
  await page.evaluate(() => {
    (window as unknown as { __unwrapPostMessage: () => void }).__unwrapPostMessage();
    const frame = document.createElement('iframe');
    frame.srcdoc = `<script>parent.postMessage({ source: 'onething-extension', type: 'REQUEST_TOKEN' }, '*')</script>`;
    document.body.append(frame);
  });
  await expect.poll(async () => (await read()).requests.some((r) => !r.sameWindow)).toBe(true);
  // Nothing to wait for when the app rightly stays silent: give a wrong answer time to arrive.
  await page.waitForTimeout(800);
  expect(await extensionToken()).toBeNull();

  // Signing out tells the extension, which forgets the user.
  await page.getByRole('button', { name: /account menu/i }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect.poll(() => workerStorage(browser!, 'local', 'account')).toBeNull();
  expect(await extensionToken()).toBeNull();
});

test('no token is posted while signed out', async () => {
  browser = await launchWithExtension();
  const page = await firstPage(browser);
  await page.addInitScript(() => {
    const seen: unknown[] = [];
    (window as unknown as { __seen: unknown[] }).__seen = seen;
    window.addEventListener('message', (event) => seen.push((event.data as { type?: unknown })?.type));
  });
  await page.goto('/landing');
  // The extension, holding no token, asks the page for one as soon as its content script connects.
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { __seen: unknown[] }).__seen))
    .toContain('REQUEST_TOKEN');
  await page.waitForTimeout(1200);
  expect(await page.evaluate(() => (window as unknown as { __seen: unknown[] }).__seen)).not.toContain('AUTH_TOKEN');
  expect(await extensionToken()).toBeNull();
});
