// With the backend stopped, a completion toggle is not rolled back: it stays applied, waits in the queue (the
// top bar says so) and reaches the database once the backend is back. (Before the offline queue it was
// rolled back with the spec's error toast; a refusal by the database still is.)
import { expect, test } from '@playwright/test';
import { startPrivateStackWithBackend } from '../support/app-stack';
import { signedInUser } from '../support/session';
import { browserToday, createHabitViaApi, habitCard, openHabits } from '../support/habits-helpers';
import { expectAllSaved } from '../support/offline-helpers';

test('a toggle while the backend is down waits in the queue and is saved when it is back', async ({ page }) => {
  test.setTimeout(120_000);
  const stack = await startPrivateStackWithBackend(4600, 54381);
  try {
    const user = await signedInUser(page, { backend: stack.backend });
    const habit = await createHabitViaApi(user, { name: 'Floss' }, stack.backend);
    await openHabits(page, stack.shell.url);
    const card = habitCard(page, 'Floss');
    const toggle = card.getByRole('button', { name: 'Mark Floss done today' });
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');

    await stack.stopBackend();
    await toggle.click();
    await expect(page.getByTestId('sync-status')).toHaveText('1 change waiting', { timeout: 20_000 });
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(
      page.locator('[data-sonner-toast]').filter({ hasText: 'Failed to update habit completion' }),
    ).toHaveCount(0);

    await stack.restartBackend();
    // Retried with back-off (at most 30 s apart) until the backend answers.
    await expectAllSaved(page, { timeout: 45_000 });
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    const { key: today } = await browserToday(page);
    const response = await fetch(
      `${stack.backend.url}/rest/v1/habit_completions?habit_id=eq.${habit.id}&completion_date=eq.${today}&select=id`,
      { headers: { apikey: stack.backend.anonKey, Authorization: `Bearer ${user.accessToken}` } },
    );
    expect(await response.json()).toHaveLength(1);
  } finally {
    await stack.close();
  }
});
