// Undo in the planner: completing a step, completing the goal by its last step and deleting a step (after its
// confirmation) each show one toast with Undo, and Undo restores exactly what was there (checked on screen and
// through the REST API). Also: the step confirmation by keyboard, a refused time slot marked on its field, and
// axe in both themes.
import { expect, test, type Page } from '@playwright/test';
import { E2E_BACKEND_URL } from '../support/ports';
import { anonKey, signedInUser, type TestUser } from '../support/session';
import { addStepThroughUi, browserToday, db, expectToast, goalsOf, stepsHeading } from '../support/onething-helpers';
import { axeViolations } from '../support/shell-helpers';
import { saveShot } from '../support/screenshots';

// The rest of the suite runs with reduced motion; here the dialogs and toasts animate as most users see them.
test.use({ reducedMotion: 'no-preference' });

type Row = Record<string, unknown>;

/** A function of the database called as the user (RLS and grants apply). */
async function rpc(user: TestUser, name: string, args: Row): Promise<Row> {
  const response = await fetch(`${E2E_BACKEND_URL}/rest/v1/rpc/${name}`, {
    method: 'POST',
    headers: { apikey: anonKey(), Authorization: `Bearer ${user.accessToken}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(args),
  });
  const body = (await response.json()) as Row;
  if (!response.ok) throw new Error(`${name}: ${response.status} ${JSON.stringify(body)}`);
  return body;
}

/** A goal with steps (and today's blocks) made the way the planner makes them. */
async function goalWithSteps(page: Page, user: TestUser, title: string, steps: [string, string][]) {
  const goal = await rpc(user, 'create_goal', { p_title: title });
  const date = await browserToday(page);
  const ids: string[] = [];
  for (const [stepTitle, start] of steps) {
    const step = await rpc(user, 'create_step', {
      p_goal_id: goal['id'],
      p_title: stepTitle,
      p_start_time: start,
      p_duration_minutes: 30,
      p_date: date,
    });
    ids.push(String(step['id']));
  }
  return { goalId: String(goal['id']), stepIds: ids };
}

/** Every row of the goal's tasks as stored, without the update stamp, in a stable order. */
async function storedTasks(goalId: string): Promise<Row[]> {
  const { body } = await db(`one_thing_tasks?goal_id=eq.${goalId}&select=*&order=id.asc`);
  return (body as Row[]).map(({ updated_at: _stamp, ...rest }) => rest);
}

async function storedGoal(goalId: string): Promise<Row> {
  const { body } = await db(`one_thing_goals?id=eq.${goalId}&select=*`);
  const { updated_at: _stamp, ...rest } = (body as Row[])[0]!;
  return rest;
}

async function openPlanner(page: Page) {
  await page.goto('/one-thing');
  await expect(page.getByRole('main').getByRole('heading', { level: 1, name: 'ONE Thing' })).toBeVisible();
}

function undoIn(page: Page, title: string) {
  return page.locator('[data-sonner-toast]').filter({ hasText: title }).getByRole('button', { name: 'Undo' });
}

test('completing a step and undoing puts the step and its block back as they were', async ({ page }) => {
  const user = await signedInUser(page);
  const { goalId } = await goalWithSteps(page, user, 'Write the book', [
    ['Outline', '09:00'],
    ['Draft', '10:00'],
  ]);
  const before = { tasks: await storedTasks(goalId), goal: await storedGoal(goalId) };
  await openPlanner(page);
  const main = page.getByRole('main');

  await main.getByRole('button', { name: 'Mark "Outline" as complete' }).click();
  await expectToast(page, 'Step Updated', 'Step completed! 🎉');
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(1);
  await expect(stepsHeading(page)).toHaveText('Step-by-Step Actions (1/2)');
  await expect.poll(async () => (await storedGoal(goalId))['progress']).toBe(50);

  await undoIn(page, 'Step Updated').click();
  await expect(stepsHeading(page)).toHaveText('Step-by-Step Actions (0/2)');
  await expect(main.getByRole('button', { name: 'Mark "Outline" as complete' })).toBeVisible();
  await expect.poll(() => storedTasks(goalId)).toEqual(before.tasks);
  expect(await storedGoal(goalId)).toEqual(before.goal);
});

test('completing the goal by its last step and undoing makes it the active goal again with its steps', async ({
  page,
}) => {
  const user = await signedInUser(page);
  const { goalId, stepIds } = await goalWithSteps(page, user, 'Run the marathon', [
    ['Buy shoes', '07:00'],
    ['Long run', '08:00'],
  ]);
  await rpc(user, 'set_step_completed', { p_step_id: stepIds[0], p_completed: true });
  const before = { tasks: await storedTasks(goalId), goal: await storedGoal(goalId) };
  await openPlanner(page);
  const main = page.getByRole('main');
  await expect(stepsHeading(page)).toHaveText('Step-by-Step Actions (1/2)');

  await main.getByRole('button', { name: 'Mark "Long run" as complete' }).click();
  await expectToast(page, 'Congratulations! 🎉', 'Goal "Run the marathon" completed! All tasks finished.');
  // One toast, not a "Step Updated" beside it.
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(1);
  await expect(main.getByRole('heading', { name: 'No Active ONE Thing Goal' })).toBeVisible();
  await expect.poll(async () => (await storedGoal(goalId))['is_active']).toBe(false);

  await undoIn(page, 'Congratulations!').click();
  await expectToast(page, 'Goal Reopened');
  await expect(main.getByRole('heading', { level: 2, name: 'Run the marathon' })).toBeVisible();
  await expect(stepsHeading(page)).toHaveText('Step-by-Step Actions (1/2)');
  await expect(main.getByRole('button', { name: 'Mark "Long run" as complete' })).toBeVisible();
  await expect(main.getByRole('button', { name: 'New Goal' })).toHaveAttribute('aria-disabled', 'true');
  await expect.poll(() => storedGoal(goalId)).toEqual(before.goal);
  expect(await storedTasks(goalId)).toEqual(before.tasks);
  expect((await goalsOf(user.userId)).filter((g) => g.is_active)).toHaveLength(1);
});

test("deleting a step asks first with the spec's text; its toast's Undo brings it back with its time block and ids", async ({
  page,
}) => {
  const user = await signedInUser(page);
  const { goalId, stepIds } = await goalWithSteps(page, user, 'Ship the app', [
    ['Design', '09:00'],
    ['Build', '10:00'],
  ]);
  await rpc(user, 'set_step_completed', { p_step_id: stepIds[1], p_completed: true });
  const before = { tasks: await storedTasks(goalId), goal: await storedGoal(goalId) };
  await openPlanner(page);
  const main = page.getByRole('main');
  const schedule = main.getByRole('region', { name: "Today's Schedule" });
  await expect(schedule).toContainText('Build');

  // By keyboard: the dialog takes focus, Escape cancels and gives focus back to the delete button.
  const deleteBuild = main.getByRole('button', { name: 'Delete step "Build"' });
  await deleteBuild.focus();
  await page.keyboard.press('Enter');
  const confirm = page.getByRole('alertdialog', { name: 'Delete Step?' });
  await expect(confirm).toHaveAccessibleDescription('This will also delete all related time blocks.');
  await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(confirm).toBeHidden();
  await expect(deleteBuild).toBeFocused();
  expect(await storedTasks(goalId)).toEqual(before.tasks);

  // Confirmed with Tab and Enter: the step and its block go, focus lands on the steps heading.
  await page.keyboard.press('Enter');
  await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(confirm.getByRole('button', { name: 'Delete' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(confirm).toBeHidden();
  await expectToast(page, 'Step Deleted');
  await expect(stepsHeading(page)).toHaveText('Step-by-Step Actions (0/1)');
  await expect(stepsHeading(page)).toBeFocused();
  await expect(schedule).not.toContainText('Build');
  await expect.poll(async () => (await storedTasks(goalId)).length).toBe(2);

  await undoIn(page, 'Step Deleted').click();
  await expectToast(page, 'Step Restored');
  await expect(stepsHeading(page)).toHaveText('Step-by-Step Actions (1/2)');
  await expect(main.getByRole('button', { name: 'Mark "Build" as incomplete' })).toBeVisible();
  await expect(schedule).toContainText('Build');
  await expect.poll(() => storedTasks(goalId)).toEqual(before.tasks);
  expect(await storedGoal(goalId)).toEqual(before.goal);

  // A second restore (a stale toast, another tab, a replayed request) answers with the step and changes nothing.
  expect(await rpc(user, 'restore_step', { p_step_id: stepIds[1] })).toMatchObject({ id: stepIds[1] });
  expect(await storedTasks(goalId)).toEqual(before.tasks);
});

for (const theme of ['light', 'dark'] as const) {
  test(`the step delete confirmation has no axe violations, at 1280 and 375 px (${theme})`, async ({ page }) => {
    await page.addInitScript((value) => window.localStorage.setItem('onething-theme', value), theme);
    const user = await signedInUser(page);
    await goalWithSteps(page, user, 'Learn to draw', [
      ['Sketch a chair from three angles every evening this week', '09:00'],
    ]);
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
      await openPlanner(page);
      await page
        .getByRole('main')
        .getByRole('button', { name: /^Delete step "Sketch a chair/ })
        .click();
      const confirm = page.getByRole('alertdialog', { name: 'Delete Step?' });
      await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
      await saveShot(page, `step-delete-${theme}-${width}.png`);
      expect(await axeViolations(page)).toEqual([]);
      await confirm.getByRole('button', { name: 'Cancel' }).click();
      await expect(confirm).toBeHidden();
    }
  });
}

for (const theme of ['light', 'dark'] as const) {
  test(`a refused time slot is marked on the start time field; no axe violations (${theme})`, async ({ page }) => {
    await page.addInitScript((value) => window.localStorage.setItem('onething-theme', value), theme);
    const user = await signedInUser(page);
    await goalWithSteps(page, user, 'Learn Spanish', [['Lesson one', '09:00']]);
    await openPlanner(page);
    await expect(stepsHeading(page)).toHaveText('Step-by-Step Actions (0/1)');

    await addStepThroughUi(page, 'Overlapping lesson', { start: '09:15' });
    await expectToast(page, 'Time Conflict');
    const start = page.getByRole('form', { name: 'Add a step' }).getByLabel('Start time');
    const message = 'This time slot is already taken by another step. Please choose a different time.';
    await expect(start).toHaveAttribute('aria-invalid', 'true');
    await expect(start).toHaveAccessibleDescription(message);
    expect(await axeViolations(page)).toEqual([]);

    await start.fill('10:00');
    await expect(start).not.toHaveAttribute('aria-invalid');
    await page.getByRole('form', { name: 'Add a step' }).getByRole('button', { name: 'Add Step' }).click();
    await expectToast(page, 'Step Created');
    await expect(stepsHeading(page)).toHaveText('Step-by-Step Actions (0/2)');
  });
}
