// Two devices of one user (two browser contexts, each signed in on its own) stay in step through Supabase
// Realtime, served by the local backend: a habit ticked on one shows ticked on the other within 2 s without
// a reload, a goal and a step added on one show on the other, and a post in a group shows in another
// member's open feed. The latency from the click to the other device's page is measured and printed.
import { expect, test, type Browser, type Page } from '@playwright/test';
import { createHabitViaApi, habitCard, openHabits } from '../support/habits-helpers';
import { addStepThroughUi, createGoalThroughUi } from '../support/onething-helpers';
import { AUTH_STORAGE_KEY, anonKey, signedInUser, type TestUser } from '../support/session';
import { E2E_BACKEND_URL } from '../support/ports';

/** What the product promises for a change on another device while online. */
const SYNC_MS = 2_000;

/**
 * Resolves once the page's Realtime channel is subscribed (the server's "Subscribed to PostgreSQL" on the
 * socket): only then can a change made elsewhere reach it. Call before the page loads.
 */
function streaming(page: Page): Promise<void> {
  return new Promise((resolve) => {
    page.on('websocket', (socket) => {
      socket.on('framereceived', ({ payload }) => {
        if (String(payload).includes('Subscribed to PostgreSQL')) resolve();
      });
    });
  });
}

/** A browser context signed in as `user` with a session of its own: a second device. */
async function secondDevice(browser: Browser, user: TestUser): Promise<Page> {
  const response = await fetch(`${E2E_BACKEND_URL}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: anonKey(), 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: user.email, password: user.password }),
  });
  const session = (await response.json()) as Record<string, unknown>;
  if (!response.ok) throw new Error(`sign-in failed: ${JSON.stringify(session)}`);
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.addInitScript(
    ([key, value]) => {
      if (!window.localStorage.getItem(key)) window.localStorage.setItem(key, value);
    },
    [AUTH_STORAGE_KEY, JSON.stringify(session)] as const,
  );
  return page;
}

/** How long after `act` the other device shows the change (ms), failing past SYNC_MS. */
async function latencyOf(act: () => Promise<void>, shown: () => Promise<void>): Promise<number> {
  const started = Date.now();
  await act();
  await shown();
  return Date.now() - started;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

test('a habit ticked on one device shows ticked on the other within 2 s, without a reload', async ({
  page,
  browser,
}, testInfo) => {
  const user = await signedInUser(page);
  await createHabitViaApi(user, { name: 'Read' });
  const other = await secondDevice(browser, user);
  const otherStreams = streaming(other);
  await openHabits(page);
  await openHabits(other);
  await otherStreams;

  const mine = habitCard(page, 'Read').getByRole('button', { name: 'Mark Read done today' });
  const theirs = habitCard(other, 'Read').getByRole('button', { name: 'Mark Read done today' });
  const latencies: number[] = [];
  for (const done of ['true', 'false', 'true', 'false', 'true']) {
    latencies.push(
      await latencyOf(
        () => mine.click(),
        () => expect(theirs).toHaveAttribute('aria-pressed', done, { timeout: SYNC_MS }),
      ),
    );
    await expect(mine).toHaveAttribute('aria-pressed', done);
  }
  const note = `habit tick, click to the other device: median ${median(latencies)} ms (${latencies.join(', ')} ms)`;
  testInfo.annotations.push({ type: 'latency', description: note });
  console.log(note);
  await other.context().close();
});

test('a goal and a step added on one device show on the other', async ({ page, browser }, testInfo) => {
  await signedInUser(page).then(async (user) => {
    const other = await secondDevice(browser, user);
    const otherStreams = streaming(other);
    await page.goto('/one-thing');
    await other.goto('/one-thing');
    await expect(other.getByRole('button', { name: 'New Goal' }).first()).toBeVisible();
    await otherStreams;

    const goalShown = await latencyOf(
      () => createGoalThroughUi(page, 'Ship the beta'),
      () => expect(other.getByRole('heading', { level: 2, name: 'Ship the beta' })).toBeVisible({ timeout: SYNC_MS }),
    );
    const latencies: number[] = [];
    for (const step of ['Write the outline', 'Draft the intro', 'Send to a friend']) {
      latencies.push(
        await latencyOf(
          () => addStepThroughUi(page, step),
          // The step's row in the list (its block shows it again in today's schedule).
          () =>
            expect(other.getByRole('main').getByText(step, { exact: true }).first()).toBeVisible({ timeout: SYNC_MS }),
        ),
      );
    }
    const note = `goal shown after ${goalShown} ms; steps: median ${median(latencies)} ms (${latencies.join(', ')} ms)`;
    testInfo.annotations.push({ type: 'latency', description: note });
    console.log(note);
    await other.context().close();
  });
});

test("a post in a group shows in another member's open feed at once", async ({ page, browser }, testInfo) => {
  const owner = await signedInUser(page);
  const memberContext = await browser.newContext();
  const member = await memberContext.newPage();
  const memberUser = await signedInUser(member);
  const rest = async (user: TestUser, path: string, body: unknown) => {
    const response = await fetch(`${E2E_BACKEND_URL}/rest/v1/${path}`, {
      method: 'POST',
      headers: {
        apikey: anonKey(),
        Authorization: `Bearer ${user.accessToken}`,
        'Content-Type': 'application/json',
        Prefer: 'return=representation',
      },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
    return (await response.json()) as Record<string, unknown>[];
  };
  const [group] = await rest(owner, 'groups', { owner_id: owner.userId, name: `Streamers ${Date.now()}` });
  const groupId = String(group?.['id']);
  await rest(memberUser, 'group_members', { group_id: groupId, user_id: memberUser.userId });

  const ownerStreams = streaming(page);
  await page.goto(`/group/${groupId}`);
  await expect(page.getByText('No posts yet. Share how your ONE Thing is going.')).toBeVisible();
  await ownerStreams;
  const shown = await latencyOf(
    async () =>
      void (await rest(memberUser, 'group_posts', {
        group_id: groupId,
        user_id: memberUser.userId,
        body: 'Hello from my phone',
      })),
    () =>
      expect(page.getByRole('list', { name: 'Posts and check-ins' }).getByText('Hello from my phone')).toBeVisible({
        timeout: SYNC_MS,
      }),
  );
  testInfo.annotations.push({ type: 'latency', description: `post shown after ${shown} ms` });
  console.log(`post shown in the other member's feed after ${shown} ms`);
  await memberContext.close();
});
