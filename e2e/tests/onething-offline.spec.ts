// With the backend stopped, a step completion and the why are not rolled back: they stay on screen, wait in
// the queue ("N changes waiting") and reach the database once the backend is back; what was saved before
// survives. (Before the offline queue they failed with the planner's error toasts; a refusal by the database
// still shows them.) Runs on its own private stack (shell 4500, backend 54371).
import { expect, test } from '@playwright/test';
import { startPrivateStackWithBackend } from '../support/app-stack';
import { signedInUser } from '../support/session';
import { addStepThroughUi, createGoalThroughUi, expectToast, goalsOf, tasksOf } from '../support/onething-helpers';
import { expectAllSaved } from '../support/offline-helpers';

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
    await expect(page.getByTestId('sync-status')).toHaveText('2 changes waiting', { timeout: 20_000 });
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
