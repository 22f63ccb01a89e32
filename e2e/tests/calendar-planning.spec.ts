// Planning in the calendar's week and day grids against the real builds and backend: a crowded day stays
// readable at 1280 and 375 px (every item at least 20 px tall with its whole title in view), a step is
// created by a click, a drag and the keyboard, a block is moved by a drag and by keys, a move onto another
// block is refused with 'Time Conflict' and changes nothing, Undo puts a move back, and axe finds nothing.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { axeViolations, expectNoSidewaysScroll } from '../support/shell-helpers';
import { signedInUser } from '../support/session';
import { expectToast } from '../support/habits-helpers';
import { tasksOf } from '../support/onething-helpers';
import {
  CALENDAR_TIME_ZONE,
  CROWDED_TITLES,
  goalWithBlocks,
  openCalendar,
  seedCrowdedDay,
} from '../support/calendar-helpers';
import { saveShot } from '../support/screenshots';
import { expectAllSaved, letTheCacheSettle, status } from '../support/offline-helpers';

test.use({ timezoneId: CALENDAR_TIME_ZONE });

/** Where the screenshots go for a look by eye (the test's own output keeps a copy too). */
const HOUR_PX = 48;
const DAY = '2026-10-14'; // a Wednesday
const CONFLICT = 'This time slot is already taken by another step. Please choose a different time.';

const grid = (page: Page) => page.getByRole('region', { name: /^Schedule,/ });
const column = (page: Page, day: string) => page.locator(`[data-day="${day}"]`);
const gridItem = (page: Page, day: string, title: string) =>
  column(page, day).locator('a[data-kind]', { hasText: title });

/** Scrolls the grid so `minute` of the day is near its top. */
async function scrollGridTo(page: Page, minute: number) {
  await grid(page).evaluate((element, top) => (element.scrollTop = top), (minute / 60) * HOUR_PX - 20);
}

/** The page coordinates of `minute` in a day's column, `x` px from its left edge. */
async function pointAt(page: Page, day: string, minute: number, x = 12) {
  const box = await column(page, day).boundingBox();
  if (!box) throw new Error(`no column for ${day}`);
  return { x: box.x + x, y: box.y + (minute / 60) * HOUR_PX };
}

/** The stored time of the block of a step titled `title`. */
async function blockOf(goalId: string, title: string) {
  const block = (await tasksOf(goalId)).find((task) => task.title === title && task.start_time !== null);
  if (!block) throw new Error(`no block titled ${title}`);
  return { date: block.date, start: block.start_time, end: block.end_time };
}

/** Each item is at least 20 px tall and its whole title is drawn inside it (not cut, not ellipsed). */
async function expectReadable(page: Page, where: string) {
  for (const title of CROWDED_TITLES) {
    const item = gridItem(page, DAY, title);
    await item.scrollIntoViewIfNeeded();
    await expect(item, `${title} (${where})`).toBeVisible();
    const box = (await item.boundingBox()) as NonNullable<Awaited<ReturnType<Locator['boundingBox']>>>;
    expect(box.height, `${title} is at least 20 px tall (${where})`).toBeGreaterThanOrEqual(20);
    const fit = await item.locator('.title').evaluate((element) => {
      const own = element.getBoundingClientRect();
      const outer = (element.closest('a') as HTMLElement).getBoundingClientRect();
      return {
        notCut: element.scrollWidth <= element.clientWidth + 1,
        inside: own.top >= outer.top - 1 && own.bottom <= outer.bottom + 1 && own.right <= outer.right + 1,
        text: element.textContent,
      };
    });
    expect(fit, `${title}'s title is drawn whole inside its item (${where})`).toEqual({
      notCut: true,
      inside: true,
      text: title,
    });
  }
}

for (const theme of ['light', 'dark'] as const) {
  test(`a crowded day is readable in the week and day grids at 1280 and 375 px, with no axe violations (${theme})`, async ({
    page,
  }) => {
    await page.addInitScript((value) => window.localStorage.setItem('onething-theme', value), theme);
    const user = await signedInUser(page);
    await seedCrowdedDay(page, user, DAY);

    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
      for (const view of ['week', 'day'] as const) {
        const where = `${view} view, ${width} px, ${theme}`;
        await openCalendar(page, `view=${view}&date=${DAY}`);
        await expect(gridItem(page, DAY, 'Plan week')).toBeVisible();
        // Opened at the first item (08:00), with half an hour above it.
        await expect.poll(() => grid(page).evaluate((element) => element.scrollTop)).toBe(7.5 * HOUR_PX);
        // Overlaps share the width: three at 09:00 (Draft chapter, Focus, Gym session).
        await expect(gridItem(page, DAY, 'Focus')).toHaveAttribute('data-columns', '3');
        await expect(gridItem(page, DAY, 'Journal')).toHaveAttribute('data-columns', '2');
        await expect(gridItem(page, DAY, 'Edit chapter')).toHaveAttribute('data-columns', '1');
        const shot = `calendar-planning-${view}-${theme}-${width}.png`;
        await saveShot(page, shot);
        await expectReadable(page, where);
        await grid(page).evaluate((element) => (element.scrollTop = 21 * 48));
        await saveShot(page, `calendar-planning-${view}-${theme}-${width}-evening.png`);
        await expectNoSidewaysScroll(page, `${where} scrolls the page sideways`);
        expect(await axeViolations(page), where).toEqual([]);
      }
    }

    // The month's labels wrap instead of being cut at 375 px.
    await openCalendar(page, `view=month&date=${DAY}`);
    const chip = page.locator(`[data-calendar-day="${DAY}"] [data-kind] .title`).first();
    await expect(chip).toBeVisible();
    expect(await chip.evaluate((element) => element.scrollWidth <= element.clientWidth + 1)).toBe(true);
    await saveShot(page, `calendar-planning-month-${theme}-375.png`, { fullPage: true });
  });
}

test('a step is created by clicking, by dragging and from the keyboard, at the slot picked', async ({ page }) => {
  const user = await signedInUser(page);
  const goal = await goalWithBlocks(user, [{ title: 'Draft chapter', date: DAY, start: '09:00', minutes: 60 }]);
  await openCalendar(page, `view=day&date=${DAY}`);

  // A click on 11:10 plans 11:00-11:30.
  await scrollGridTo(page, 10 * 60);
  const click = await pointAt(page, DAY, 11 * 60 + 10);
  await page.mouse.click(click.x, click.y);
  const dialog = page.getByRole('dialog', { name: 'New Step' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('Wednesday, October 14, 2026, 11:00 AM - 11:30 AM');
  await expect(dialog).toContainText('for your ONE Thing: Launch the product');
  await expect(page.getByTestId('new-block-ghost')).toBeVisible();
  await saveShot(page, `calendar-planning-new-step-dialog.png`);
  expect(await axeViolations(page)).toEqual([]);
  // The description is required, with the step form's message.
  await dialog.getByRole('button', { name: 'Create Step' }).click();
  await expect(dialog.getByText('Step description is required')).toBeVisible();
  await dialog.getByLabel('Step description').fill('Call the printer');
  await dialog.getByRole('button', { name: 'Create Step' }).click();
  await expectToast(page, 'Step Created', '');
  await expect(gridItem(page, DAY, 'Call the printer')).toHaveCSS('top', `${11 * HOUR_PX}px`);
  expect(await blockOf(goal.id, 'Call the printer')).toEqual({ date: DAY, start: '11:00:00', end: '11:30:00' });

  // A drag from 13:05 to 14:20 plans 13:00-14:30 (once the dialog is gone: while it closes, the page
  // under it takes no pointer).
  await expect(dialog).toBeHidden();
  await scrollGridTo(page, 12 * 60);
  const from = await pointAt(page, DAY, 13 * 60 + 5);
  const to = await pointAt(page, DAY, 14 * 60 + 20);
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(to.x, to.y, { steps: 5 });
  await expect(page.getByTestId('new-block-ghost')).toContainText('1:00 PM - 2:30 PM');
  await page.mouse.up();
  await expect(dialog).toContainText('1:00 PM - 2:30 PM');
  await dialog.getByLabel('Step description').fill('Print proofs');
  await dialog.getByLabel('Step description').press('Enter');
  await expectToast(page, 'Step Created', '');
  // Polled (an absent block is not yet saved): the toast seen may still be the previous step's.
  await expect
    .poll(() => blockOf(goal.id, 'Print proofs').catch(() => null))
    .toEqual({ date: DAY, start: '13:00:00', end: '14:30:00' });

  // The keyboard: the grid's slot starts at 09:00 on a day that is not today; PageDown moves it an hour,
  // ArrowDown a quarter hour; Enter opens the dialog for that slot.
  const slot = page.getByRole('button', { name: /^New step at/ });
  await slot.focus();
  await expect(slot).toHaveAccessibleName('New step at 9:00 AM, Wednesday, October 14, 2026');
  for (let i = 0; i < 7; i += 1) await page.keyboard.press('PageDown');
  await page.keyboard.press('ArrowDown');
  await expect(slot).toHaveAccessibleName(/^New step at 4:15 PM/);
  await saveShot(page, `calendar-planning-keyboard-slot.png`);
  await page.keyboard.press('Enter');
  await expect(dialog).toContainText('4:15 PM - 4:45 PM');
  await page.keyboard.type('Send the draft');
  await page.keyboard.press('Enter');
  await expectToast(page, 'Step Created', '');
  // Polled (an absent block is not yet saved): the toast seen may still be the previous step's.
  await expect
    .poll(() => blockOf(goal.id, 'Send the draft').catch(() => null))
    .toEqual({ date: DAY, start: '16:15:00', end: '16:45:00' });

  // A slot taken by another block is refused and nothing is saved.
  await scrollGridTo(page, 8 * 60);
  const taken = await pointAt(page, DAY, 8 * 60 + 50);
  await page.mouse.move(taken.x, taken.y);
  await page.mouse.down();
  await page.mouse.move(taken.x, taken.y + HOUR_PX / 2, { steps: 3 });
  await page.mouse.up();
  await expect(dialog).toContainText('8:45 AM - 9:30 AM');
  await dialog.getByLabel('Step description').fill('Clashing step');
  await dialog.getByRole('button', { name: 'Create Step' }).click();
  await expectToast(page, 'Time Conflict', CONFLICT);
  expect((await tasksOf(goal.id)).some((task) => task.title === 'Clashing step')).toBe(false);
});

test('a block is moved by dragging and by keys, a clash is refused, and Undo puts a move back', async ({ page }) => {
  const user = await signedInUser(page);
  const goal = await goalWithBlocks(user, [
    { title: 'Draft chapter', date: DAY, start: '09:00', minutes: 60 },
    { title: 'Write post', date: DAY, start: '11:00', minutes: 60 },
  ]);
  await openCalendar(page, `view=day&date=${DAY}`);
  const post = gridItem(page, DAY, 'Write post');

  // Dragged down an hour and a half: 12:30-13:30, with Undo.
  await scrollGridTo(page, 10 * 60);
  const box = (await post.boundingBox()) as { x: number; y: number; width: number; height: number };
  await page.mouse.move(box.x + box.width / 2, box.y + 10);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2, box.y + 10 + 1.5 * HOUR_PX, { steps: 6 });
  await page.mouse.up();
  await expectToast(page, 'Time Block Moved', 'Write post: Wednesday, October 14, 2026, 12:30 PM - 1:30 PM');
  await expect(page).toHaveURL(/\/calendar\?/); // a drag is not a click on the link
  await expect(post).toHaveCSS('top', `${12.5 * HOUR_PX}px`);
  await expect.poll(() => blockOf(goal.id, 'Write post')).toEqual({ date: DAY, start: '12:30:00', end: '13:30:00' });
  await saveShot(page, `calendar-planning-moved.png`);
  await page
    .locator('[data-sonner-toast]')
    .filter({ hasText: 'Time Block Moved' })
    .getByRole('button', { name: 'Undo' })
    .click();
  await expectToast(page, 'Move Undone', 'Wednesday, October 14, 2026, 11:00 AM - 12:00 PM');
  await expect(post).toHaveCSS('top', `${11 * HOUR_PX}px`);
  await expect.poll(() => blockOf(goal.id, 'Write post')).toEqual({ date: DAY, start: '11:00:00', end: '12:00:00' });

  // Dragged an hour and a half up, onto Draft chapter (09:30-10:30 overlaps 09:00-10:00): refused, nothing changes.
  const again = (await post.boundingBox()) as { x: number; y: number; width: number; height: number };
  await page.mouse.move(again.x + again.width / 2, again.y + 10);
  await page.mouse.down();
  await page.mouse.move(again.x + again.width / 2, again.y + 10 - 1.5 * HOUR_PX, { steps: 6 });
  await page.mouse.up();
  await expectToast(page, 'Time Conflict', CONFLICT);
  await expect(post).toHaveCSS('top', `${11 * HOUR_PX}px`);
  expect(await blockOf(goal.id, 'Write post')).toEqual({ date: DAY, start: '11:00:00', end: '12:00:00' });

  // Its lower edge dragged down half an hour: 11:00-12:30.
  const edge = (await post.boundingBox()) as { x: number; y: number; width: number; height: number };
  await page.mouse.move(edge.x + edge.width / 2, edge.y + edge.height - 2);
  await page.mouse.down();
  await page.mouse.move(edge.x + edge.width / 2, edge.y + edge.height - 2 + HOUR_PX / 2, { steps: 4 });
  await page.mouse.up();
  await expect.poll(() => blockOf(goal.id, 'Write post')).toEqual({ date: DAY, start: '11:00:00', end: '12:30:00' });

  // Keys: Down twice moves it half an hour, Shift+Up shortens it by a quarter; saved once the keys rest.
  await post.focus();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Shift+ArrowUp');
  await expect(post).toBeFocused();
  await expectToast(page, 'Time Block Moved', 'Write post: Wednesday, October 14, 2026, 11:30 AM - 12:45 PM');
  await expect.poll(() => blockOf(goal.id, 'Write post')).toEqual({ date: DAY, start: '11:30:00', end: '12:45:00' });
  // Up eight times (two hours) lands on Draft chapter (09:30-10:45): refused, and the block is back where it was.
  for (let i = 0; i < 8; i += 1) await page.keyboard.press('ArrowUp');
  await expectToast(page, 'Time Conflict', CONFLICT);
  await expect(post).toHaveCSS('top', `${11.5 * HOUR_PX}px`);
  expect(await blockOf(goal.id, 'Write post')).toEqual({ date: DAY, start: '11:30:00', end: '12:45:00' });

  // In the week, Right moves it to the next day at the same time.
  await openCalendar(page, `view=week&date=${DAY}`);
  await gridItem(page, DAY, 'Write post').focus();
  await page.keyboard.press('ArrowRight');
  await expect(gridItem(page, '2026-10-15', 'Write post')).toBeFocused();
  await expect
    .poll(() => blockOf(goal.id, 'Write post'))
    .toEqual({ date: '2026-10-15', start: '11:30:00', end: '12:45:00' });
});

test('offline: a step created from the calendar shows at once and lands once back online', async ({
  context,
  page,
}) => {
  test.setTimeout(120_000);
  const user = await signedInUser(page);
  const goal = await goalWithBlocks(user, [{ title: 'Draft chapter', date: DAY, start: '09:00', minutes: 60 }]);
  await openCalendar(page, `view=day&date=${DAY}`);
  await letTheCacheSettle(page);

  await context.setOffline(true);
  await expect(status(page)).toHaveText('Offline');
  const slot = page.getByRole('button', { name: /^New step at/ });
  await slot.focus();
  await expect(slot).toHaveAccessibleName('New step at 9:00 AM, Wednesday, October 14, 2026');
  for (let i = 0; i < 2; i += 1) await page.keyboard.press('PageDown');
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'New Step' });
  await expect(dialog).toContainText('11:00 AM - 11:30 AM');
  await page.keyboard.type('Call the printer');
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(gridItem(page, DAY, 'Call the printer')).toHaveCSS('top', `${11 * HOUR_PX}px`);
  await expect(status(page)).toHaveText('Offline · 1 change waiting');
  expect((await tasksOf(goal.id)).some((task) => task.title === 'Call the printer')).toBe(false);

  await context.setOffline(false);
  await expectAllSaved(page, { timeout: 45_000 });
  expect(await blockOf(goal.id, 'Call the printer')).toEqual({ date: DAY, start: '11:00:00', end: '11:30:00' });
  await expect(gridItem(page, DAY, 'Call the printer')).toHaveCSS('top', `${11 * HOUR_PX}px`);
});
