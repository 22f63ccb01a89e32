// /habits and a habit's history at 1280 and 375 px in both themes: no axe violations, no sideways scroll
// on a phone, the first check-in toggle above the fold, card titles at most two lines.
import { expect, test } from '@playwright/test';
import { axeViolations, expectNoSidewaysScroll } from '../support/shell-helpers';
import { signedInUser } from '../support/session';
import { createHabitViaApi, habitCard, openHabits } from '../support/habits-helpers';
import { SHOTS_DIR, saveShot } from '../support/screenshots';

for (const theme of ['light', 'dark'] as const) {
  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 375, height: 812 },
  ]) {
    test(`habits and history pages at ${viewport.width} px (${theme}): axe clean, checklist first`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await page.addInitScript((value) => window.localStorage.setItem('onething-theme', value), theme);
      const user = await signedInUser(page);
      const createdAt = new Date(Date.now() - 40 * 24 * 3600 * 1000).toISOString();
      await createHabitViaApi(user, {
        name: 'Meditate',
        category: 'Mindfulness',
        scheduled_time: '07:00:00',
        created_at: createdAt,
      });
      const long = await createHabitViaApi(user, {
        name: 'Practise Spanish vocabulary with the flashcards app and then write three sentences in the notebook',
        category: 'Learning',
        scheduled_days: ['Monday', 'Wednesday', 'Friday'],
        scheduled_time: '18:30:00',
        created_at: createdAt,
      });
      await createHabitViaApi(user, {
        name: 'Gym',
        category: 'Fitness',
        scheduled_days: ['Tuesday', 'Thursday', 'Saturday'],
        scheduled_time: '12:00:00',
        created_at: createdAt,
      });
      await createHabitViaApi(user, {
        name: 'Floss',
        category: 'Health',
        scheduled_time: '22:00:00',
        created_at: createdAt,
      });
      await createHabitViaApi(user, {
        name: 'Plan tomorrow',
        category: 'Productivity',
        scheduled_time: '21:00:00',
        created_at: createdAt,
      });
      await openHabits(page);

      const firstToggle = page.getByTestId('today-checklist').getByRole('button').first();
      const box = await firstToggle.boundingBox();
      expect(box).not.toBeNull();
      expect((box?.y ?? 1e9) + (box?.height ?? 0)).toBeLessThanOrEqual(viewport.height);
      await expectNoSidewaysScroll(page);

      // A long name takes two lines at most on its card.
      const title = page
        .getByTestId('habit-card')
        .getByRole('heading', { level: 3 })
        .filter({ hasText: 'Practise Spanish' });
      const lines = await title.evaluate(
        (node) => node.getBoundingClientRect().height / parseFloat(getComputedStyle(node).lineHeight),
      );
      expect(lines).toBeLessThanOrEqual(2.05);

      await habitCard(page, 'Meditate').getByRole('button', { name: 'Show details for Meditate' }).click();
      await page
        .getByRole('region', { name: 'Quick add' })
        .getByRole('button', { name: 'Four laws (optional)' })
        .click();
      expect(await axeViolations(page)).toEqual([]);
      if (SHOTS_DIR) {
        const height = await page.evaluate(() => document.documentElement.scrollHeight);
        console.log(
          `habits ${viewport.width}px ${theme}: first toggle bottom ${Math.round((box?.y ?? 0) + (box?.height ?? 0))} px, page height ${height} px`,
        );
        await saveShot(page, `habits-${viewport.width}-${theme}.png`, { fullPage: true });
        await page.evaluate(() => window.scrollTo(0, 0));
        await saveShot(page, `habits-${viewport.width}-${theme}-top.png`);
        await habitCard(page, 'Meditate').scrollIntoViewIfNeeded();
        await saveShot(page, `habits-${viewport.width}-${theme}-cards.png`);
      }

      await page.goto(`/habits/${long.id}`);
      await expect(page.getByRole('heading', { level: 2, name: 'Last 12 months' })).toBeVisible({ timeout: 20_000 });
      await expectNoSidewaysScroll(page);
      expect(await axeViolations(page)).toEqual([]);
      if (SHOTS_DIR) {
        await saveShot(page, `history-${viewport.width}-${theme}.png`, { fullPage: true });
        await saveShot(page, `history-${viewport.width}-${theme}-top.png`);
        await page.getByRole('heading', { level: 2, name: 'Calendar' }).scrollIntoViewIfNeeded();
        await saveShot(page, `history-${viewport.width}-${theme}-calendar.png`);
      }
    });
  }
}
