// A failed request (backend stopped) shows the planner's error toast, rolls the optimistic toggle back,
// and loses nothing that was saved before. Runs on its own private stack (shell 4500, backend 54371).
import { expect, test } from '@playwright/test';
import { startPrivateStackWithBackend } from '../support/app-stack';
import { signedInUser } from '../support/session';
import { addStepThroughUi, createGoalThroughUi, expectToast, goalsOf, tasksOf } from '../support/onething-helpers';

test('with the backend stopped, changes fail with the error toast and saved data survives', async ({ page }) => {
  test.setTimeout(120_000);
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

    // Optimistic toggle, then the error toast and the rollback.
    await main.getByRole('button', { name: 'Mark "Saved step" as complete' }).click();
    await expectToast(page, 'Error', 'Failed to update step. Please try again.');
    await expect(main.getByRole('button', { name: 'Mark "Saved step" as complete' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );

    // Saving the why fails too; what was typed stays on screen.
    await main.getByRole('textbox', { name: 'Why This Matters' }).fill('Because it matters');
    await main.getByRole('button', { name: 'Save Why' }).click();
    await expectToast(page, 'Error', 'Failed to save your why. Please try again.');
    await expect(main.getByRole('textbox', { name: 'Why This Matters' })).toHaveValue('Because it matters');
    await expect(main.getByRole('heading', { level: 2, name: 'Offline-proof goal' })).toBeVisible();

    await stack.restartBackend();
    const reader = { user, backend: stack.backend };
    const [goal] = await goalsOf(user.userId, reader);
    expect(goal).toMatchObject({ title: 'Offline-proof goal', is_active: true, why_description: null });
    const tasks = await tasksOf(goal!.id, reader);
    expect(tasks.map((t) => [t.title, t.completed])).toEqual([
      ['Saved step', false],
      ['Saved step', false],
    ]);

    await page.reload();
    await expect(main.getByRole('heading', { level: 2, name: 'Offline-proof goal' })).toBeVisible();
    await expect(main.getByRole('button', { name: 'Mark "Saved step" as complete' })).toBeVisible();
  } finally {
    await stack.close();
  }
});
