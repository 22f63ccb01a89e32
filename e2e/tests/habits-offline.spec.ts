// With the backend stopped, a completion toggle is rolled back and the spec's error toast appears.
import { expect, test } from '@playwright/test';
import { startPrivateStackWithBackend } from '../support/app-stack';
import { signedInUser } from '../support/session';
import { createHabitViaApi, expectToast, habitCard, openHabits } from '../support/habits-helpers';

test('a toggle while the backend is down rolls back with "Failed to update habit completion"', async ({ page }) => {
  test.setTimeout(120_000);
  const stack = await startPrivateStackWithBackend(4600, 54381);
  try {
    const user = await signedInUser(page, { backend: stack.backend });
    await createHabitViaApi(user, { name: 'Floss' }, stack.backend);
    await openHabits(page, stack.shell.url);
    const card = habitCard(page, 'Floss');
    const toggle = card.getByRole('button', { name: 'Mark Floss done today' });
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');

    await stack.stopBackend();
    // Record every state the toggle shows: the failed request can come back before a poll would see the
    // optimistic one.
    await toggle.evaluate((element) => {
      const seen: string[] = [];
      (window as unknown as { pressedStates: string[] }).pressedStates = seen;
      new MutationObserver(() => seen.push(element.getAttribute('aria-pressed') ?? '')).observe(element, {
        attributes: true,
        attributeFilter: ['aria-pressed'],
      });
    });
    await toggle.click();
    await expectToast(page, 'Error', 'Failed to update habit completion');
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    // Optimistic first, then rolled back when the request failed.
    expect(await page.evaluate(() => (window as unknown as { pressedStates: string[] }).pressedStates)).toEqual([
      'true',
      'false',
    ]);
    await expect(card).toContainText('0/7 this week');
    await expect(page.getByTestId('week-progress-count')).toHaveText('0/7');
  } finally {
    await stack.close();
  }
});
