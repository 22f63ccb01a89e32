// Goal lifecycle in the planner: delete (goal, tasks and blocks gone from the database), 'Mark as Done'
// at 100%, deleting a completed goal, and the 'Start Working' navigation rule.
import { expect, test, type Page } from '@playwright/test';
import { pushesTo, recordHistoryPushes } from '../support/history-pushes';
import { signedInUser } from '../support/session';
import { addStepThroughUi, createGoalThroughUi, db, expectToast, goalsOf, tasksOf } from '../support/onething-helpers';

async function insertGoal(userId: string, fields: Record<string, unknown>) {
  const { status, body } = await db('one_thing_goals', {
    method: 'POST',
    headers: { Prefer: 'return=representation' },
    body: JSON.stringify({ user_id: userId, title: 'Seeded goal', ...fields }),
  });
  expect(status).toBe(201);
  return (body as Array<{ id: string }>)[0]!;
}

async function insertStep(goalId: string, fields: Record<string, unknown>) {
  const { status } = await db('one_thing_tasks', {
    method: 'POST',
    body: JSON.stringify({ goal_id: goalId, title: 'Seeded step', ...fields }),
  });
  expect(status).toBe(201);
}

async function openPlanner(page: Page) {
  await page.goto('/one-thing');
  await expect(page.getByRole('main').getByRole('heading', { level: 1, name: 'ONE Thing' })).toBeVisible();
}

test('deleting the goal through its confirmation removes the goal, its steps and its blocks', async ({ page }) => {
  const user = await signedInUser(page);
  await openPlanner(page);
  await createGoalThroughUi(page, 'Write the book');
  await addStepThroughUi(page, 'Draft chapter one');
  await expectToast(page, 'Step Created');
  const [goal] = await goalsOf(user.userId);
  await expect.poll(async () => (await tasksOf(goal!.id)).length).toBe(2);

  const main = page.getByRole('main');
  // Cancel keeps everything.
  await main.getByRole('button', { name: 'Delete goal' }).click();
  let confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText(
    'This action cannot be undone and will also delete all related tasks and time blocks.',
  );
  await page.keyboard.press('Escape');
  await expect(confirm).toBeHidden();
  expect(await goalsOf(user.userId)).toHaveLength(1);

  await main.getByRole('button', { name: 'Delete goal' }).click();
  confirm = page.getByRole('alertdialog');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expectToast(page, 'Goal Deleted', 'Goal and all related data deleted successfully');
  await expect(main.getByRole('heading', { name: 'No Active ONE Thing Goal' })).toBeVisible();
  expect(await goalsOf(user.userId)).toEqual([]);
  expect(await tasksOf(goal!.id)).toEqual([]);
});

test("at 100% the card celebrates; 'Mark as Done' completes it; a completed goal is deleted after confirmation", async ({
  page,
}) => {
  const user = await signedInUser(page);
  const goal = await insertGoal(user.userId, { title: 'Run a marathon', is_active: true, priority: 'Critical' });
  await insertStep(goal.id, { completed: true, status: 'completed' });
  await openPlanner(page);
  const main = page.getByRole('main');

  await expect(main.getByText('Goal Completed!')).toBeVisible();
  await expect(main.getByRole('button', { name: 'Start Working on Your ONE Thing' })).toBeDisabled();
  // A completed goal no longer blocks creating the next one.
  await expect(main.getByRole('button', { name: 'New Goal' })).toBeEnabled();

  await main.getByRole('button', { name: 'Mark as Done' }).click();
  await expectToast(page, 'Congratulations!', 'Goal completed and moved to completed goals');
  const completed = main.getByRole('region', { name: "Today's Completed Goals" });
  await expect(completed).toContainText('Run a marathon');
  const [row] = await goalsOf(user.userId);
  expect(row).toMatchObject({ is_active: false, progress: 100 });
  expect(row!.completed_at).not.toBeNull();

  await completed.getByRole('button', { name: 'Delete completed goal "Run a marathon"' }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText('This action cannot be undone.');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expectToast(page, 'Goal Deleted');
  await expect(completed).toBeHidden();
  expect(await goalsOf(user.userId)).toEqual([]);
});

test("today's completed goals show at most five, then '+N more completed today'", async ({ page }) => {
  const user = await signedInUser(page);
  const now = Date.now();
  for (let i = 0; i < 7; i += 1) {
    await insertGoal(user.userId, {
      title: `Finished ${i + 1}`,
      is_active: false,
      progress: 100,
      completed_at: new Date(now - i * 1000).toISOString(),
    });
  }
  await openPlanner(page);
  const completed = page.getByRole('main').getByRole('region', { name: "Today's Completed Goals" });
  await expect(completed.getByRole('listitem')).toHaveCount(5);
  await expect(completed).toContainText('+2 more completed today');
});

test("'Start Working on Your ONE Thing' opens deep work with the goal and today's blocks as state", async ({
  page,
}) => {
  const user = await signedInUser(page);
  // deep work takes the state into its session and replaces the entry at once: read what was pushed
  await recordHistoryPushes(page);
  await openPlanner(page);
  await createGoalThroughUi(page, 'Focus goal');
  await addStepThroughUi(page, 'First block', { start: '09:00' });
  await expectToast(page, 'Step Created');
  await expect(page.getByRole('main').getByRole('region', { name: "Today's Schedule" })).toBeVisible();

  await page.getByRole('button', { name: 'Start Working on Your ONE Thing' }).click();
  await expect(page).toHaveURL(/\/deep-work$/);
  const [goal] = await goalsOf(user.userId);
  expect((await pushesTo(page, '/deep-work')).at(-1)?.state).toMatchObject({
    oneThingGoal: { id: goal!.id, title: 'Focus goal' },
    todaysBlocks: [{ title: 'First block', start_time: '09:00:00' }],
  });
  await expect(page.getByRole('main').getByText('Focus goal').first()).toBeVisible();

  // With the same goal already in the deep work session, it navigates without state.
  await page.goto('/one-thing');
  await page.evaluate((goalId) => {
    const key = 'onething-deep-work-session';
    const stored = {
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
      sessionData: { oneThingGoal: { id: goalId }, playbookData: null, timestamp: Date.now() },
    };
    localStorage.setItem(key, JSON.stringify(stored));
  }, goal!.id);
  await page.reload();
  await page.getByRole('button', { name: 'Start Working on Your ONE Thing' }).click();
  await expect(page).toHaveURL(/\/deep-work$/);
  const pushes = await pushesTo(page, '/deep-work');
  expect(pushes).toHaveLength(1);
  expect(pushes[0]!.state).toBeNull();
});
