// The deep work timer against the real backend: counting from timestamps (reload, a second tab), reaching
// 0, stopping, completing a step mid-session, session data alerts, and axe in both themes.
import { expect, test, type Page } from '@playwright/test';
import { axeViolations } from '../support/shell-helpers';
import { signedInUser, type TestUser } from '../support/session';
import { db, expectToast } from '../support/onething-helpers';
import { insertPlaybook, runPlaybookInDeepWork } from '../support/playbook-helpers';

type SessionRow = {
  id: string;
  title: string | null;
  duration_minutes: number;
  completed_at: string | null;
  emergency_canceled: boolean;
  task_id: string | null;
  goal_id: string | null;
  playbook_id: string | null;
  shield_enabled: boolean;
};

async function sessionsOf(userId: string): Promise<SessionRow[]> {
  const { body } = await db(`deep_work_sessions?user_id=eq.${userId}&select=*&order=created_at.asc`);
  return body as SessionRow[];
}

/** A goal with one step whose time block is today, created through the database functions as the user. */
async function goalWithStep(user: TestUser, page: Page, title = 'Ship the beta', step = 'Write the release notes') {
  const call = (fn: string, args: Record<string, unknown>) =>
    page.evaluate(
      async ([name, body]) => {
        const config = await (await fetch('/config.json')).json();
        const key = Object.keys(localStorage).find((k) => k.startsWith('sb-') && k.endsWith('-auth-token'));
        const session = JSON.parse(localStorage.getItem(key ?? '') ?? '{}');
        const response = await fetch(`${config.supabaseUrl}/rest/v1/rpc/${name}`, {
          method: 'POST',
          headers: {
            apikey: config.supabaseAnonKey,
            Authorization: `Bearer ${session.access_token}`,
            'Content-Type': 'application/json',
          },
          body: JSON.stringify(body),
        });
        return (await response.json()) as { id: string };
      },
      [fn, args] as const,
    );
  const today = await page.evaluate(() => {
    const d = new Date();
    const pad = (n: number) => String(n).padStart(2, '0');
    return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
  });
  const goal = await call('create_goal', { p_title: title });
  const stepRow = await call('create_step', {
    p_goal_id: goal.id,
    p_title: step,
    p_start_time: '09:00',
    p_duration_minutes: 30,
    p_date: today,
  });
  return { goalId: goal.id, stepId: stepRow.id };
}

const timer = (page: Page) => page.getByTestId('timer-display');
const phase = (page: Page) => page.getByTestId('timer-phase');

/** mm:ss on the page as seconds. */
async function shownSeconds(page: Page): Promise<number> {
  const text = (await timer(page).textContent()) ?? '';
  const [m, s] = text.split(':').map(Number);
  return (m ?? 0) * 60 + (s ?? 0);
}

async function openDeepWork(page: Page) {
  await page.goto('/deep-work');
  await expect(page.getByRole('main').getByRole('heading', { level: 1, name: 'Deep Work' })).toBeVisible();
}

async function setMinutes(page: Page, minutes: number) {
  await page.getByLabel('Custom minutes').fill(String(minutes));
  await page.getByRole('button', { name: 'Set', exact: true }).click();
  await expect(timer(page)).toHaveText(`${String(minutes).padStart(2, '0')}:00`);
}

test('a session that reaches 0 is complete, saved with its minutes, announced, and the title comes back', async ({
  page,
}) => {
  await page.clock.install();
  const user = await signedInUser(page);
  await page.goto('/one-thing');
  await goalWithStep(user, page, 'Write the book');
  await openDeepWork(page);
  await expect(page.getByTestId('session-goal')).toHaveText('Write the book');
  const titleBefore = await page.title();
  await setMinutes(page, 1);
  await page.getByRole('button', { name: 'Start Deep Work' }).click();
  await expect(phase(page)).toHaveText('Focusing');
  await expect.poll(() => page.title()).toMatch(/^0[01]:\d\d · Deep Work$/);

  await page.clock.runFor(61_000);
  await expectToast(page, 'Session Completed!', 'Great job! You completed a 1-minute deep work session.');
  await expect(phase(page)).toHaveText('Session complete');
  await expect(timer(page)).toHaveText('00:00');
  await expect.poll(() => page.title()).toBe(titleBefore);
  const [row] = await sessionsOf(user.userId);
  expect(row).toMatchObject({ title: 'Write the book', duration_minutes: 1, emergency_canceled: false });
  expect(row?.completed_at).not.toBeNull();

  await page.getByRole('button', { name: 'Start a new session' }).click();
  await expect(timer(page)).toHaveText('01:00');
  await expect(phase(page)).toHaveText('Ready to focus');
});

test('the time is counted from timestamps: a reload and a second tab show the same time, and a pause in one pauses the other', async ({
  page,
  context,
}) => {
  await signedInUser(page);
  await openDeepWork(page);
  await page.getByRole('button', { name: 'Start Deep Work' }).click();
  await expect(phase(page)).toHaveText('Focusing');
  const startedAt = Date.now();
  await page.waitForTimeout(2_500); // real time must pass for this test: the clock is not faked here
  await page.reload();
  await expect(phase(page)).toHaveText('Focusing');
  const expected = 25 * 60 - (Date.now() - startedAt) / 1000;
  expect(Math.abs((await shownSeconds(page)) - expected)).toBeLessThanOrEqual(1.5);

  const second = await context.newPage();
  await openDeepWork(second);
  await expect(phase(second)).toHaveText('Focusing');
  expect(Math.abs((await shownSeconds(second)) - (await shownSeconds(page)))).toBeLessThanOrEqual(1);

  await page.getByRole('button', { name: 'Pause' }).click();
  await expect(phase(second)).toHaveText('Paused');
  const frozen = await timer(page).textContent();
  await expect(timer(second)).toHaveText(frozen ?? '');
  await second.getByRole('button', { name: 'Resume' }).click();
  await expect(phase(page)).toHaveText('Focusing');
});

test('stop asks first and records the session as stopped early', async ({ page }) => {
  const user = await signedInUser(page);
  await openDeepWork(page);
  await page.getByRole('button', { name: 'Start Deep Work' }).click();
  await expect.poll(async () => (await sessionsOf(user.userId)).length).toBe(1);

  await page.getByRole('button', { name: 'Stop' }).click();
  const confirm = page.getByRole('alertdialog');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(phase(page)).toHaveText('Focusing');

  await page.getByRole('button', { name: 'Stop' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Stop' }).click();
  await expect(phase(page)).toHaveText('Ready to focus');
  await expect(timer(page)).toHaveText('25:00');
  await expect
    .poll(async () => (await sessionsOf(user.userId))[0])
    .toMatchObject({ emergency_canceled: true, duration_minutes: 1 });
});

test('completing a step stops the timer and saves the session with the minutes worked on it', async ({ page }) => {
  // The session's start and end are the page's clock (a session may run offline), and the database takes no
  // end in the future: the faked clock starts as far in the past as the test then runs it forward.
  const worked = 3 * 60_000 + 5_000;
  await page.clock.install({ time: Date.now() - worked });
  const user = await signedInUser(page);
  await page.goto('/one-thing');
  const { stepId } = await goalWithStep(user, page, 'Launch', 'Record the demo');
  await page.reload();
  await page.getByRole('button', { name: 'Start Working on Your ONE Thing' }).click();
  await expect(page).toHaveURL(/\/deep-work$/);
  await page.getByRole('button', { name: 'Start Deep Work' }).click();
  await expect(phase(page)).toHaveText('Focusing');
  await page.clock.runFor(worked);
  await expect(timer(page)).toHaveText('21:55');

  await page.getByRole('button', { name: 'Complete "Record the demo"' }).click();
  await expectToast(page, 'Step Completed');
  await expect(phase(page)).toHaveText('Ready to focus');
  // Selected 25 minus 21 whole minutes left: 4 minutes worked.
  await expect
    .poll(async () => (await sessionsOf(user.userId))[0])
    .toMatchObject({ duration_minutes: 4, task_id: stepId, emergency_canceled: false });
  // It was the goal's only step: the goal is complete.
  await expect(page.getByRole('dialog', { name: 'Congratulations! 🎉' })).toContainText(
    'Goal "Launch" completed! All tasks finished.',
  );
});

test('completing a playbook step ends the running session with the minutes worked, as a session without a task', async ({
  page,
}) => {
  const user = await signedInUser(page);
  const { id: playbookId } = await insertPlaybook(user, {
    title: 'Morning sprint',
    tasks: [{ title: 'Plan the day' }, { title: 'Clear the inbox' }],
  });
  await runPlaybookInDeepWork(page, 'Morning sprint');
  await page.getByRole('button', { name: 'Start Deep Work' }).click();
  await expect(phase(page)).toHaveText('Focusing');

  await page.getByRole('button', { name: 'Complete "Plan the day"' }).click();
  await expectToast(page, 'Step Completed');
  await expect(phase(page)).toHaveText('Ready to focus');
  await expect
    .poll(async () => (await sessionsOf(user.userId))[0])
    .toMatchObject({
      playbook_id: playbookId,
      duration_minutes: 1,
      emergency_canceled: false,
      task_id: null,
      completed_at: expect.any(String),
    });
});

test('invalid session data shows its alert and clears with "Session Reset"; another active goal is a conflict', async ({
  page,
}) => {
  const user = await signedInUser(page);
  await page.goto('/one-thing');
  await goalWithStep(user, page, 'The real goal');
  const stored = (sessionData: unknown) => ({
    isActive: false,
    isPaused: false,
    timeRemaining: 1500,
    selectedDuration: 25,
    sessionComplete: false,
    currentSessionId: null,
    shieldEnabled: false,
    distractingSites: [],
    ambientSound: null,
    volume: 50,
    timerStartTime: null,
    originalDuration: 1500,
    sessionData,
  });
  await page.evaluate(
    (value) => localStorage.setItem('onething-deep-work-session', JSON.stringify(value)),
    stored({ oneThingGoal: { title: 'No id' }, playbookData: null, timestamp: Date.now() }),
  );
  await openDeepWork(page);
  const alert = page.getByTestId('session-alert');
  await expect(alert).toContainText(
    'Your session data is corrupted or invalid. Please clear it and start a new session.',
  );
  await page.getByRole('button', { name: 'Start Deep Work' }).click();
  await expectToast(page, 'Session Invalid', 'Please clear the session and start fresh');
  await alert.getByRole('button', { name: 'Clear Session Data' }).click();
  await expectToast(page, 'Session Reset', 'Invalid session data has been cleared.');
  await expect(alert).toBeHidden();

  await page.evaluate(
    (value) => localStorage.setItem('onething-deep-work-session', JSON.stringify(value)),
    stored({ oneThingGoal: { id: crypto.randomUUID(), title: 'Old goal' }, playbookData: null, timestamp: Date.now() }),
  );
  await page.reload();
  await expect(page.getByTestId('session-alert')).toContainText(
    'You have a different active ONE Thing goal ("The real goal") that is not completed yet. Complete your current ONE Thing before working on a different goal.',
  );
  await page.getByRole('button', { name: 'Start Deep Work' }).click();
  await expectToast(page, 'Goal Conflict', 'Resolve the goal conflict before starting');
  await page.getByRole('button', { name: 'Go to Active ONE Thing' }).click();
  await expect(page).toHaveURL(/\/one-thing$/);
});

for (const theme of ['light', 'dark'] as const) {
  test(`/deep-work has no axe violations (${theme})`, async ({ page }) => {
    await page.addInitScript((value) => window.localStorage.setItem('onething-theme', value), theme);
    const user = await signedInUser(page);
    await page.goto('/one-thing');
    await goalWithStep(user, page);
    await openDeepWork(page);
    await expect(page.getByTestId('session-step')).toHaveCount(1);
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Start Deep Work' }).click();
    await expect(phase(page)).toHaveText('Focusing');
    expect(await axeViolations(page)).toEqual([]);
  });
}
