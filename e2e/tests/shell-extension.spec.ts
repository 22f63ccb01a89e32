// The access token reaches a (fake) extension content script, posted only to the app's own origin.
import { expect, test } from '@playwright/test';
import { signUpOnboarded } from '../support/shell-helpers';

interface Recorded {
  posts: { type: unknown; targetOrigin: unknown; hasToken: boolean }[];
  received: { type: unknown; origin: string; sameWindow: boolean; token: unknown }[];
  requests: { sameWindow: boolean }[];
}

test('the token is posted to the app origin after sign-in, on reload and on request', async ({ page, baseURL }) => {
  // Stands in for the extension's content script: it listens to window messages like the real one.
  await page.addInitScript(() => {
    const recorded: Recorded = { posts: [], received: [], requests: [] };
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
      const data = event.data as { source?: unknown; type?: unknown; token?: unknown };
      if (data?.source === 'onething-extension') recorded.requests.push({ sameWindow: event.source === window });
      if (data?.source !== 'onething-app') return;
      recorded.received.push({ type: data.type, origin: event.origin, sameWindow: event.source === window, token: data.token });
    });
  });
  const origin = new URL(baseURL ?? '').origin;
  const read = () => page.evaluate(() => (window as unknown as { __ext: Recorded }).__ext);

  await signUpOnboarded(page, 'token');
  const accessToken = await page.evaluate(() => {
    const key = Object.keys(localStorage).find((k) => k.startsWith('sb-') && k.endsWith('-auth-token'));
    return key ? (JSON.parse(localStorage.getItem(key) ?? '{}').access_token as string) : null;
  });
  expect(accessToken).toBeTruthy();

  await expect.poll(async () => (await read()).received.filter((m) => m.type === 'AUTH_TOKEN').length).toBeGreaterThan(0);
  let recorded = await read();
  const tokenPosts = recorded.posts.filter((p) => p.hasToken);
  expect(tokenPosts.length).toBeGreaterThan(0);
  for (const post of tokenPosts) expect(post.targetOrigin).toBe(origin);
  expect(recorded.posts.some((p) => p.targetOrigin === '*')).toBe(false);
  for (const message of recorded.received.filter((m) => m.type === 'AUTH_TOKEN')) {
    expect(message.origin).toBe(origin);
    expect(message.sameWindow).toBe(true);
  }
  expect(recorded.received.filter((m) => m.type === 'AUTH_TOKEN').at(-1)?.token).toBe(accessToken);

  // 500 ms after the initial session load on a fresh page.
  await page.reload();
  await expect.poll(async () => (await read()).received.filter((m) => m.type === 'AUTH_TOKEN').length).toBeGreaterThan(0);
  // The auth event's post (100 ms) and the initial load's (500 ms) may both arrive; let them settle.
  await page.waitForTimeout(1000);

  // The extension may ask for it.
  const before = (await read()).received.filter((m) => m.type === 'AUTH_TOKEN').length;
  await page.evaluate(() => window.postMessage({ source: 'onething-extension', type: 'REQUEST_TOKEN' }, window.location.origin));
  await expect.poll(async () => (await read()).received.filter((m) => m.type === 'AUTH_TOKEN').length).toBe(before + 1);

  // A request from another frame is not honoured (only this window's own messages are).
  recorded = await read();
  const count = recorded.received.filter((m) => m.type === 'AUTH_TOKEN').length;
  await page.evaluate(() => {
    (window as unknown as { __unwrapPostMessage: () => void }).__unwrapPostMessage();
    const frame = document.createElement('iframe');
    frame.srcdoc = `<script>parent.postMessage({ source: 'onething-extension', type: 'REQUEST_TOKEN' }, '*')</script>`;
    document.body.append(frame);
  });
  await expect.poll(async () => (await read()).requests.some((r) => !r.sameWindow)).toBe(true);
  await page.waitForTimeout(800);
  expect((await read()).received.filter((m) => m.type === 'AUTH_TOKEN').length).toBe(count);

  // Signing out tells the extension.
  await page.getByRole('button', { name: /account menu/i }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect.poll(async () => (await read()).received.some((m) => m.type === 'LOGOUT')).toBe(true);
});

test('no token is posted while signed out', async ({ page }) => {
  await page.addInitScript(() => {
    const seen: unknown[] = [];
    (window as unknown as { __seen: unknown[] }).__seen = seen;
    window.addEventListener('message', (event) => seen.push((event.data as { type?: unknown })?.type));
  });
  await page.goto('/landing');
  await page.waitForTimeout(1200);
  expect(await page.evaluate(() => (window as unknown as { __seen: unknown[] }).__seen)).not.toContain('AUTH_TOKEN');
});
