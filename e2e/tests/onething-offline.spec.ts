// With the backend stopped, a step completion and the why are not rolled back: they stay on screen, wait in
// the queue ("N changes waiting") and reach the database once the backend is back; what was saved before
// survives. (Before the offline queue they failed with the planner's error toasts; a refusal by the database
// still shows them.) Runs on its own private stack (shell 4500, backend 54371).
import { expect, test } from '@playwright/test';
import { startPrivateStackWithBackend } from '../support/app-stack';
import { signedInUser } from '../support/session';
import { addStepThroughUi, createGoalThroughUi, expectToast, goalsOf, tasksOf } from '../support/onething-helpers';
import { expectAllSaved, letTheCacheSettle, status } from '../support/offline-helpers';

test('with the backend stopped, changes wait in the queue and are saved when it is back', async ({ page }) => {
  test.setTimeout(150_000);
  const stack = await startPrivateStackWithBackend(4500, 54371);
  try {
    const user = await signedInUser(page, { backend: stack.backend });
    await page.goto(`${stack.shell.url}/one-thing`);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { name: 'No Active ONE Thing Goal' })).toBeVisible();
    await createGoalThroughUi(page, 'Offline-proof goal');
    await addStepThroughUi(page, 'Saved step');
    await expectToast(page, 'Step Created');
    await expect(main.getByRole('button', { name: 'Mark "Saved step" as complete' })).toBeVisible();

    await stack.stopBackend();

    // Optimistic toggle, kept: it waits in the queue.
    await main.getByRole('button', { name: 'Mark "Saved step" as complete' }).click();
    await expect(main.getByRole('button', { name: 'Mark "Saved step" as incomplete' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    // The why waits too; what was typed stays on screen.
    await main.getByRole('textbox', { name: 'Why This Matters' }).fill('Because it matters');
    await main.getByRole('button', { name: 'Save Why' }).click();
    // A write sent as the backend went away waits for its 20 s time-out (WRITE_TIMEOUT_MS) before it is
    // counted as waiting; until then the status says "Syncing…".
    await expect(page.getByTestId('sync-status')).toHaveText('2 changes waiting', { timeout: 30_000 });
    await expect(main.getByRole('textbox', { name: 'Why This Matters' })).toHaveValue('Because it matters');
    await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'Failed to update step' })).toHaveCount(0);
    await expect(main.getByRole('heading', { level: 2, name: 'Offline-proof goal' })).toBeVisible();

    await stack.restartBackend();
    await expectAllSaved(page, { timeout: 60_000 });
    const reader = { user, backend: stack.backend };
    const [goal] = await goalsOf(user.userId, reader);
    expect(goal).toMatchObject({ title: 'Offline-proof goal', why_description: 'Because it matters' });
    const tasks = await tasksOf(goal!.id, reader);
    expect(tasks.map((t) => [t.title, t.completed])).toEqual([
      ['Saved step', true],
      ['Saved step', true],
    ]);

    // That was the goal's last open step: the database completed the goal too.
    expect(goal?.completed_at).not.toBeNull();
    await page.reload();
    await expect(main.getByText('Offline-proof goal').first()).toBeVisible();
  } finally {
    await stack.close();
  }
});

test('offline: a new goal, its steps, an edit and a deletion show at once and land once the connection is back', async ({
  context,
  page,
}) => {
  test.setTimeout(120_000);
  const user = await signedInUser(page);
  await page.goto('/one-thing');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'No Active ONE Thing Goal' })).toBeVisible();
  await letTheCacheSettle(page);

  await context.setOffline(true);
  await expect(status(page)).toHaveText('Offline');
  await createGoalThroughUi(page, 'Planned on the train');
  await expect(status(page)).toHaveText('Offline · 1 change waiting');
  await addStepThroughUi(page, 'Outline the talk');
  await addStepThroughUi(page, 'Rehearse', { duration: '45' });
  await expect(main.getByRole('heading', { name: 'Step-by-Step Actions (0/2)' })).toBeVisible();

  await main.getByRole('button', { name: 'Edit goal' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Your ONE Thing' });
  await edit.getByLabel('Goal title').fill('Give the talk');
  await edit.getByRole('button', { name: 'Update Goal' }).click();
  await expect(edit).toBeHidden();
  await expect(main.getByRole('heading', { level: 2, name: 'Give the talk' })).toBeVisible();

  await main.getByRole('button', { name: 'Delete step "Outline the talk"' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete Step?' });
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(confirm).toBeHidden();
  await expect(main.getByRole('heading', { name: 'Step-by-Step Actions (0/1)' })).toBeVisible();
  await expect(main.getByRole('button', { name: 'Mark "Outline the talk" as complete' })).toHaveCount(0);
  await expect(status(page)).toHaveText('Offline · 5 changes waiting');
  expect(await goalsOf(user.userId)).toEqual([]);

  await context.setOffline(false);
  await expectAllSaved(page, { timeout: 45_000 });
  const goals = await goalsOf(user.userId);
  expect(goals.map((g) => [g.title, g.is_active])).toEqual([['Give the talk', true]]);
  const tasks = await tasksOf(goals[0]!.id);
  expect(tasks.map((t) => [t.title, t.duration_minutes])).toEqual([
    ['Rehearse', 45],
    ['Rehearse', 45],
  ]);
  await expect(main.getByRole('heading', { level: 2, name: 'Give the talk' })).toBeVisible();
  await expect(main.getByRole('heading', { name: 'Step-by-Step Actions (0/1)' })).toBeVisible();
});
