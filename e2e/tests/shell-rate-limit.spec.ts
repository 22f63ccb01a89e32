// Sign-in is rate-limited like hosted Supabase (a burst of 30 attempts, then 429), and the app says so in
// the spec's words. Runs on its own stack (shell 4700, backend 54391) whose backend keeps the hosted limits;
// the shared e2e backend runs without them.
import { expect, test } from '@playwright/test';
import { startPrivateStackWithBackend } from '../support/app-stack';
import { signUpViaApi, uniqueEmail } from '../support/session';
import { PASSWORD } from '../support/shell-helpers';

test('after a burst of wrong passwords even the right one is refused with the rate-limit message', async ({ page }) => {
  test.setTimeout(120_000);
  const stack = await startPrivateStackWithBackend(4700, 54391);
  try {
    const email = uniqueEmail('limited');
    await signUpViaApi(email, PASSWORD, stack.backend);
    await page.goto(`${stack.shell.url}/auth`);
    const form = page.getByRole('form', { name: 'Sign in' });
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Password').fill(PASSWORD);

    // A burst of wrong passwords at once (the bucket refills slowly, so the next attempt right after is refused).
    const burstStarted = Date.now();
    const statuses = await Promise.all(
      Array.from({ length: 40 }, (_, attempt) =>
        fetch(`${stack.backend.url}/auth/v1/token?grant_type=password`, {
          method: 'POST',
          headers: { apikey: stack.backend.anonKey, 'Content-Type': 'application/json' },
          body: JSON.stringify({ email, password: `wrong-${attempt}` }),
        }).then((response) => response.status),
      ),
    );
    // 30 at once, plus one per two seconds the burst took to arrive (a loaded machine spreads it out).
    const allowed = 30 + Math.ceil((Date.now() - burstStarted) / 2000);
    expect(statuses.filter((status) => status === 400).length).toBeLessThanOrEqual(allowed);
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(40 - allowed);

    // The allowed attempts spend ~2 s hashing while the bucket refills a little: spend that too, then sign in
    // at once (the bucket refills one attempt per two seconds).
    const attempt = () =>
      fetch(`${stack.backend.url}/auth/v1/token?grant_type=password`, {
        method: 'POST',
        headers: { apikey: stack.backend.anonKey, 'Content-Type': 'application/json' },
        body: JSON.stringify({ email, password: 'wrong-again' }),
      }).then((response) => response.status);
    while ((await attempt()) !== 429);
    await form.getByRole('button', { name: 'Sign In' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Too many requests. Please wait a moment and try again.' }),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/auth$/);
  } finally {
    await stack.close();
  }
});
