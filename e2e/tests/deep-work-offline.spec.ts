// The deep work timer and the shield keep working offline: a session started online and one started offline
// count down on the page and in the top bar, stop, and wait in the queue ("N changes waiting"); back online
// both rows land once, with the start, end and minutes the user made. A shield settings change made offline
// lands too. The page's other writes (the step worked on completed, a time block edited, a playbook run's
// last step) show at once offline and land once.
import { expect, test, type Page } from '@playwright/test';
import { db, goalsOf, tasksOf } from '../support/onething-helpers';
import { expectAllSaved, goalWithSteps, letTheCacheSettle, status } from '../support/offline-helpers';
import { adminRest, signedInUser } from '../support/session';
import { insertPlaybook, runPlaybookInDeepWork } from '../support/playbook-helpers';

type SessionRow = {
  id: string;
  created_at: string;
  completed_at: string | null;
  duration_minutes: number;
  emergency_canceled: boolean;
  shield_enabled: boolean;
};

async function sessionsOf(userId: string): Promise<SessionRow[]> {
  const { body } = await db(
    `deep_work_sessions?user_id=eq.${userId}&select=id,created_at,completed_at,duration_minutes,emergency_canceled,shield_enabled&order=created_at.asc`,
  );
  return body as SessionRow[];
}

const timer = (page: Page) => page.getByTestId('timer-display');
const phase = (page: Page) => page.getByTestId('timer-phase');
const sessionLink = (page: Page) => page.getByRole('link', { name: /left in the deep work session/ });
const nav = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' });

async function shownSeconds(page: Page): Promise<number> {
  const [m, s] = ((await timer(page).textContent()) ?? '').split(':').map(Number);
  return (m ?? 0) * 60 + (s ?? 0);
}

/** mm:ss in the top bar, as seconds. */
async function topBarSeconds(page: Page): Promise<number> {
  const name = (await sessionLink(page).getAttribute('aria-label')) ?? '';
  const [m, s] = (/^(\d+):(\d\d)/.exec(name) ?? []).slice(1).map(Number);
  return (m ?? 0) * 60 + (s ?? 0);
}

/** Runs `act` and gives the wall-clock window it happened in (the page's clock is the real one here). */
async function during(act: () => Promise<void>): Promise<[number, number]> {
  const from = Date.now();
  await act();
  return [from, Date.now()];
}

async function stopSession(page: Page) {
  await page.getByRole('button', { name: 'Stop' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Stop' }).click();
  await expect(phase(page)).toHaveText('Ready to focus');
}

function expectWithin(iso: string | null | undefined, [from, to]: [number, number]) {
  const at = new Date(iso ?? 0).getTime();
  // The database keeps microseconds, the browser milliseconds.
  expect(at).toBeGreaterThanOrEqual(from - 1);
  expect(at).toBeLessThanOrEqual(to + 1);
}

test('sessions run and stop offline, and are recorded once with their own start and end when the connection returns', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  const user = await signedInUser(page);
  // Every page this test opens offline is loaded once online (no service worker here: the remotes' code
  // stays in memory).
  await page.goto('/settings');
  await expect(page.getByRole('switch', { name: 'Block youtube.com' })).toBeVisible();
  await nav(page).getByRole('link', { name: 'Habits' }).click();
  await expect(page).toHaveURL(/\/habits$/);
  await nav(page).getByRole('link', { name: 'Deep Work' }).click();
  await expect(page.getByRole('main').getByRole('heading', { level: 1, name: 'Deep Work' })).toBeVisible();
  await letTheCacheSettle(page);

  // A: started online.
  const startedA = await during(() => page.getByRole('button', { name: 'Start Deep Work' }).click());
  await expect(phase(page)).toHaveText('Focusing');
  await expect.poll(async () => (await sessionsOf(user.userId)).length).toBe(1);

  await context.setOffline(true);
  await expect(status(page)).toHaveText('Offline');
  const before = await shownSeconds(page);
  await expect.poll(() => shownSeconds(page), { timeout: 5_000 }).toBeLessThan(before);
  // The top bar of another page shows it, counting.
  await nav(page).getByRole('link', { name: 'Habits' }).click();
  await expect(page).toHaveURL(/\/habits$/);
  await expect(sessionLink(page)).toBeVisible();
  const topBar = await topBarSeconds(page);
  await expect.poll(() => topBarSeconds(page), { timeout: 5_000 }).toBeLessThan(topBar);
  await sessionLink(page).click();
  await expect(phase(page)).toHaveText('Focusing');
  const stoppedA = await during(() => stopSession(page));
  await expect(status(page)).toContainText('1 change waiting');

  // B: started and stopped offline.
  const startedB = await during(() => page.getByRole('button', { name: 'Start Deep Work' }).click());
  await expect(phase(page)).toHaveText('Focusing');
  await expect.poll(() => shownSeconds(page), { timeout: 5_000 }).toBeLessThan(25 * 60);
  const stoppedB = await during(() => stopSession(page));
  await expect(status(page)).toContainText('3 changes waiting');

  // A shield settings change offline: shown at once, waiting too.
  await page.getByRole('button', { name: /^Account menu for / }).click();
  await page.getByRole('menuitem', { name: 'Settings' }).click();
  await page.getByRole('switch', { name: 'Block tiktok.com' }).click();
  await expect(page.getByRole('switch', { name: 'Block tiktok.com' })).not.toBeChecked();
  await expect(status(page)).toContainText('4 changes waiting');
  expect((await sessionsOf(user.userId)).map((s) => s.completed_at)).toEqual([null]);

  await context.setOffline(false);
  // (The status says nothing for the first moment of a replay either: the rows are what is waited for.)
  await expect
    .poll(async () => (await sessionsOf(user.userId)).filter((s) => s.completed_at !== null).length, {
      timeout: 45_000,
    })
    .toBe(2);
  await expectAllSaved(page, { timeout: 45_000 });

  const rows = await sessionsOf(user.userId);
  expect(rows).toHaveLength(2);
  const [a, b] = rows;
  expectWithin(a?.created_at, startedA);
  expectWithin(a?.completed_at, stoppedA);
  expectWithin(b?.created_at, startedB);
  expectWithin(b?.completed_at, stoppedB);
  // Stopped early: recorded as stopped, with the minute begun.
  for (const row of rows) expect(row).toMatchObject({ duration_minutes: 1, emergency_canceled: true });

  const storedSites = async () => {
    const { body } = await adminRest(`user_settings?user_id=eq.${user.userId}&select=distracting_sites`);
    return (body as { distracting_sites: string[] }[])[0]?.distracting_sites ?? null;
  };
  await expect.poll(storedSites, { timeout: 45_000 }).not.toBeNull();
  expect(await storedSites()).not.toContain('tiktok.com');
  expect(await storedSites()).toContain('youtube.com');
  await expect(page.getByRole('switch', { name: 'Block tiktok.com' })).not.toBeChecked();
});

test('offline, completing the step worked on ends the session: both show at once, and land once when the connection returns', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  const user = await signedInUser(page);
  await goalWithSteps(page, 'Ship offline', [
    ['Draft the chapter', '09:00'],
    ['Edit the chapter', '11:00'],
  ]);
  const [goal] = await goalsOf(user.userId);
  await nav(page).getByRole('link', { name: 'Deep Work' }).click();
  await expect(page.getByTestId('session-step')).toHaveCount(2);
  await expect(page.getByTestId('todays-minutes')).toHaveText('0 min');
  await letTheCacheSettle(page);

  await context.setOffline(true);
  await expect(status(page)).toHaveText('Offline');
  await page.getByRole('button', { name: 'Start Deep Work' }).click();
  await expect(phase(page)).toHaveText('Focusing');
  await expect.poll(() => shownSeconds(page), { timeout: 5_000 }).toBeLessThan(25 * 60);

  // The step: done at once, and the session it ended is in today's sessions with its minute.
  await page.getByRole('button', { name: 'Complete "Draft the chapter"' }).click();
  await expect(phase(page)).toHaveText('Ready to focus');
  await expect(page.getByRole('button', { name: 'Mark "Draft the chapter" as not done' })).toBeVisible();
  await expect(page.getByTestId('todays-minutes')).toHaveText('1 min');
  await expect(page.getByRole('list', { name: 'Sessions today' })).toContainText('Ship offline');

  // The other step's time block moved: at its new time at once.
  await page.getByRole('button', { name: 'Edit time block "Edit the chapter"' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Time Block' });
  await dialog.getByLabel('Title').fill('Polish the chapter');
  await dialog.getByLabel('Start time').fill('13:00');
  await dialog.getByLabel('End time').fill('13:30');
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('session-step').filter({ hasText: 'Edit the chapter' })).toContainText(
    '1:00 PM - 1:30 PM',
  );
  await expect(status(page)).toHaveText('Offline · 4 changes waiting');
  expect(await sessionsOf(user.userId)).toEqual([]);

  await context.setOffline(false);
  // (The status says nothing for the first moment of a replay: the rows are what is waited for.)
  // The block edit was the last write made.
  await expect
    .poll(async () => (await tasksOf(goal!.id)).find((t) => t.title === 'Polish the chapter')?.start_time, {
      timeout: 45_000,
    })
    .toBe('13:00:00');
  await expectAllSaved(page, { timeout: 45_000 });
  const sessions = await sessionsOf(user.userId);
  expect(sessions).toHaveLength(1);
  expect(sessions[0]).toMatchObject({ duration_minutes: 1, emergency_canceled: false });
  expect(sessions[0]?.completed_at).not.toBeNull();
  const tasks = await tasksOf(goal!.id);
  const steps = tasks.filter((t) => t.step_id === null);
  const blocks = tasks.filter((t) => t.step_id !== null);
  const draft = steps.find((s) => s.title === 'Draft the chapter');
  expect(draft).toMatchObject({ completed: true });
  const { body } = await db(`deep_work_sessions?user_id=eq.${user.userId}&select=task_id`);
  expect(body).toEqual([{ task_id: draft?.id }]);
  expect(blocks.map((b) => [b.title, b.completed, b.start_time]).sort()).toEqual([
    ['Draft the chapter', true, '09:00:00'],
    ['Polish the chapter', false, '13:00:00'],
  ]);
  // The saved rows replace the ones shown: the same list, once.
  await expect(page.getByRole('list', { name: 'Sessions today' }).getByRole('listitem')).toHaveCount(1);
  await expect(page.getByTestId('todays-minutes')).toHaveText('1 min');
});

test('offline, the last step of a playbook run records the run once when the connection returns', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  const user = await signedInUser(page);
  await insertPlaybook(user, { title: 'Morning sprint', tasks: [{ title: 'Plan the day' }] });
  await runPlaybookInDeepWork(page, 'Morning sprint');
  await expect(page.getByText('Playbook Session')).toBeVisible();
  await letTheCacheSettle(page);

  await context.setOffline(true);
  await expect(status(page)).toHaveText('Offline');
  await page.getByRole('button', { name: 'Complete "Plan the day"' }).click();
  // (No toast here: the toaster's code loads with the first toast, and this page never had one online.)
  await expect(page.getByText('Playbook Session')).toBeHidden();
  await expect(status(page)).toHaveText('Offline · 1 change waiting');

  await context.setOffline(false);
  await expect.poll(async () => (await goalsOf(user.userId)).length, { timeout: 45_000 }).toBe(1);
  await expectAllSaved(page, { timeout: 45_000 });
  const goals = await goalsOf(user.userId);
  expect(goals).toHaveLength(1);
  expect(goals[0]).toMatchObject({ title: 'Morning sprint', is_active: false, progress: 100 });
  expect(goals[0]?.completed_at).not.toBeNull();
});
