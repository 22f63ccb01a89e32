// Missed time blocks in the calendar against the real builds and backend: on a crowded day of last week, a
// block whose step is not done reads 'Missed' (a word on the item and a dashed, hollow tone) in the week and
// day grids at 1280 and 375 px, ', missed' for screen readers, ' · Missed' in the day's list and a missed tone
// in a month cell; a done block and habits are never missed, nor is a block of next week; axe finds nothing
// in either theme.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { axeViolations } from '../support/shell-helpers';
import { signedInUser } from '../support/session';
import { browserDateKey } from '../support/habits-helpers';
import { tasksOf } from '../support/onething-helpers';
import { CALENDAR_TIME_ZONE, goalWithBlocks, openCalendar, rpc, seedCrowdedDay } from '../support/calendar-helpers';
import { saveShot } from '../support/screenshots';

test.use({ timezoneId: CALENDAR_TIME_ZONE });

/** Where the screenshots go for a look by eye. */

const gridItem = (page: Page, day: string, title: string) =>
  page.locator(`[data-day="${day}"] a[data-kind]`, { hasText: title });

/** Wednesday of last week (always a past day), or `offset` days from it, in the browser's zone. */
async function lastWeeksWednesday(page: Page, offset = 0): Promise<string> {
  const weekday = await page.evaluate(() => new Date().getDay());
  return browserDateKey(page, -(weekday + 7 - 3) + offset);
}

/** The word 'Missed' is in view inside its item (its text, 12 px type on a 15 px line, not cut off). */
async function expectMissedWordShown(item: Locator, where: string) {
  const status = item.locator('.status');
  await expect(status, where).toHaveText('Missed');
  const fit = await status.evaluate((element) => {
    const own = element.getBoundingClientRect();
    const outer = (element.closest('a') as HTMLElement).getBoundingClientRect();
    return own.width > 0 && own.top >= outer.top && own.top + 13 <= outer.bottom + 1 && own.right <= outer.right + 1;
  });
  expect(fit, `'Missed' is in view inside the item (${where})`).toBe(true);
}

for (const theme of ['light', 'dark'] as const) {
  test(`a past block whose step is not done reads Missed in the week and day views at 1280 and 375 px (${theme})`, async ({
    page,
  }) => {
    await page.addInitScript((value) => window.localStorage.setItem('onething-theme', value), theme);
    const user = await signedInUser(page);
    const day = await lastWeeksWednesday(page);
    const goal = await seedCrowdedDay(page, user, day);
    // The day before has one block, which its month cell shows first.
    const dayBefore = await lastWeeksWednesday(page, -1);
    await rpc(user, 'create_step', {
      p_goal_id: goal.id,
      p_title: 'Call the printer',
      p_start_time: '07:00',
      p_duration_minutes: 30,
      p_date: dayBefore,
    });
    const done = (await tasksOf(goal.id)).find((task) => task.title === 'Edit chapter' && task.start_time === null);
    await rpc(user, 'set_step_completed', { p_step_id: done?.id, p_completed: true });

    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
      for (const view of ['week', 'day'] as const) {
        const where = `${view} view, ${width} px, ${theme}`;
        await openCalendar(page, `view=${view}&date=${day}`);

        // An hour long: the word and the time under the title.
        const missed = gridItem(page, day, 'Draft chapter');
        await missed.scrollIntoViewIfNeeded();
        await expect(missed, where).toHaveAttribute('data-missed', 'true');
        await expect(missed, where).toHaveAccessibleName(/^Draft chapter ?, Time block, 9:00 AM - 10:00 AM, missed$/);
        await expectMissedWordShown(missed, where);
        await expect(missed, where).toHaveCSS('border-left-style', 'dashed');
        // Half an hour (one line): the tone and the screen reader's word.
        const short = gridItem(page, day, 'Plan week');
        await expect(short, where).toHaveAttribute('data-missed', 'true');
        await expect(short, where).toHaveAccessibleName(/, missed$/);
        await expect(short, where).toHaveCSS('border-left-style', 'dashed');
        // Done, and habits: never missed.
        const finished = gridItem(page, day, 'Edit chapter');
        await expect(finished, where).not.toHaveAttribute('data-missed', /.*/);
        await expect(finished, where).toHaveAccessibleName(/, done$/);
        await expect(gridItem(page, day, 'Gym session'), where).not.toHaveAttribute('data-missed', /.*/);
        await expect(page.locator(`[data-day="${day}"] a[data-missed]`), where).toHaveCount(4);

        if (view === 'day') {
          const list = page.locator('[data-view="day"]').getByRole('list');
          await expect(
            list.getByRole('link', { name: /Draft chapter.*Time block · 9:00 AM - 10:00 AM · Missed/ }),
          ).toBeVisible();
          await expect(list.getByRole('link', { name: /Edit chapter.*· Done/ })).toBeVisible();
        }
        await missed.scrollIntoViewIfNeeded();
        await saveShot(page, `missed-${view}-${theme}-${width}.png`);
        expect(await axeViolations(page), where).toEqual([]);
      }
    }

    // A month cell's block: in the missed tone, ', missed' when read.
    await openCalendar(page, `view=month&date=${day}`);
    const chip = page.locator(`[data-calendar-day="${dayBefore}"] [data-kind="time-block"]`);
    await expect(chip).toHaveAttribute('data-missed', 'true');
    await expect(chip).toHaveText('Call the printer, Time block, 7:00 AM - 7:30 AM, missed');
    await expect(chip).toHaveCSS('border-left-style', 'dashed');
    await saveShot(page, `missed-month-${theme}-375.png`, { fullPage: true });
    expect(await axeViolations(page)).toEqual([]);
  });
}

test('a block of a day to come is not missed', async ({ page }) => {
  const user = await signedInUser(page);
  const nextWeek = await browserDateKey(page, 7);
  await goalWithBlocks(user, [{ title: 'Ship the release', date: nextWeek, start: '10:00', minutes: 60 }]);
  await openCalendar(page, `view=week&date=${nextWeek}`);
  const block = gridItem(page, nextWeek, 'Ship the release');
  await expect(block).toBeVisible();
  await expect(block).not.toHaveAttribute('data-missed', /.*/);
  await expect(block).toHaveAccessibleName(/^Ship the release ?, Time block, 10:00 AM - 11:00 AM$/);
  await expect(block.locator('.status')).toHaveCount(0);
});
