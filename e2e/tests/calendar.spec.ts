// The calendar against the real builds and backend: items on the right days and hours in month, week and day
// views, habits only on their weekdays from their creation day, '+N more', navigation by click, keyboard and
// URL, the .ics export parsed back with ical.js, axe in both themes and a 375 px screen.
import { readFileSync } from 'node:fs';
import ICAL from 'ical.js';
import { expect, test, type Page } from '@playwright/test';
import { axeViolations, expectNoSidewaysScroll } from '../support/shell-helpers';
import { signedInUser } from '../support/session';
import { createHabitViaApi } from '../support/habits-helpers';
import { CALENDAR_TIME_ZONE, addSession, goalWithBlocks, openCalendar } from '../support/calendar-helpers';
import { saveShot } from '../support/screenshots';

test.use({ timezoneId: CALENDAR_TIME_ZONE });

const cell = (page: Page, day: string) => page.locator(`[role="gridcell"][data-calendar-day="${day}"]`);

test('a time block shows in month, week and day views at its time, and its item opens its page', async ({ page }) => {
  const user = await signedInUser(page);
  await goalWithBlocks(
    user,
    [{ title: 'Write the launch post', date: '2027-03-10', start: '09:00', minutes: 60 }],
    '2027-03-31',
  );

  await openCalendar(page, 'view=month&date=2027-03-10');
  await expect(page.getByRole('heading', { level: 2, name: 'March 2027' })).toBeVisible();
  await expect(cell(page, '2027-03-10')).toContainText('Write the launch post');
  await expect(cell(page, '2027-03-31')).toContainText('Launch the product');
  await expect(cell(page, '2027-03-11')).not.toContainText('Write the launch post');

  await page.getByRole('button', { name: 'Week', exact: true }).click();
  await expect(page).toHaveURL(/view=week&date=2027-03-10/);
  await expect(page.getByRole('heading', { level: 2, name: 'Mar 7 – Mar 13, 2027' })).toBeVisible();
  const block = page.locator('[data-day="2027-03-10"] a', { hasText: 'Write the launch post' });
  await expect(block).toContainText('9:00 AM - 10:00 AM');
  // 48 px per hour: 09:00 is 432 px down the day.
  await expect(block).toHaveCSS('top', '432px');
  await expect(page.getByTestId('now-line')).toHaveCount(0);

  await page.getByRole('button', { name: 'Day', exact: true }).click();
  await expect(page).toHaveURL(/view=day&date=2027-03-10/);
  await expect(page.getByRole('heading', { level: 2, name: 'Wednesday, March 10, 2027' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 3, name: 'Scheduled Items' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 3, name: 'Completed Items' })).toBeVisible();
  const lists = page.getByRole('list');
  await expect(
    lists.getByRole('link', { name: /Write the launch post.*Time block · 9:00 AM - 10:00 AM/ }),
  ).toBeVisible();

  await lists.getByRole('link', { name: /Write the launch post.*Time block/ }).click();
  await expect(page).toHaveURL(/\/one-thing$/);
});

test('a habit shows only on its weekdays and only from its creation day, and opens /habits', async ({ page }) => {
  const user = await signedInUser(page);
  // Created on Wednesday 2027-03-10 (noon UTC is that day in every zone from UTC-11 to UTC+11).
  await createHabitViaApi(user, {
    name: 'Gym session',
    scheduled_days: ['Monday', 'Thursday'],
    scheduled_time: '07:00:00',
    created_at: '2027-03-10T12:00:00Z',
  });

  await openCalendar(page, 'view=month&date=2027-03-01');
  await expect(cell(page, '2027-03-11')).toContainText('Gym session');
  const days = await page
    .locator('[role="gridcell"]:has([data-kind="habit"])')
    .evaluateAll((cells) => cells.map((c) => c.getAttribute('data-calendar-day')));
  expect(days).toEqual([
    '2027-03-11',
    '2027-03-15',
    '2027-03-18',
    '2027-03-22',
    '2027-03-25',
    '2027-03-29',
    '2027-04-01',
  ]);

  await page.getByRole('button', { name: 'Previous month' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'February 2027' })).toBeVisible();
  await expect(page.locator('[data-kind="habit"]')).toHaveCount(0);

  await openCalendar(page, 'view=week&date=2027-03-15');
  await expect(page.locator('[data-day="2027-03-15"] a', { hasText: 'Gym session' })).toHaveCSS('top', '336px');
  await expect(page.locator('[data-day="2027-03-16"] a')).toHaveCount(0);
  await page.locator('[data-day="2027-03-18"] a', { hasText: 'Gym session' }).click();
  await expect(page).toHaveURL(/\/habits$/);
});

test("a crowded day shows 1 scheduled and 3 completed items, then '+N more' opens the day with all of them", async ({
  page,
}) => {
  const user = await signedInUser(page);
  const day = '2026-10-14';
  await goalWithBlocks(
    user,
    [
      { title: 'Plan the week', date: day, start: '08:00', minutes: 30 },
      { title: 'Draft chapter', date: day, start: '09:00', minutes: 60 },
      { title: 'Edit chapter', date: day, start: '14:00', minutes: 45 },
    ],
    '2030-12-31',
  );
  // Sessions end at local times the browser reads back; build them in the browser's zone.
  await page.goto('/');
  const at = (hours: number, minutes: number) =>
    page.evaluate(([h, m]) => new Date(2026, 9, 14, h, m).toISOString(), [hours, minutes] as const);
  await addSession(user, 'Focus one', await at(9, 25), 25);
  await addSession(user, 'Focus two', await at(11, 0), 50);
  await addSession(user, 'Focus three', await at(16, 0), 25);
  await addSession(user, 'Focus four', await at(18, 0), 60);

  await openCalendar(page, `view=month&date=${day}`);
  const crowded = cell(page, day);
  await expect(crowded.locator('[data-kind]')).toHaveCount(4);
  // A past day's block whose step is not done reads as missed.
  await expect(crowded.locator('[data-kind="time-block"]')).toHaveText([
    'Plan the week, Time block, 8:00 AM - 8:30 AM, missed',
  ]);
  await expect(crowded.locator('[data-kind="deep-work"]')).toHaveCount(3);
  await expect(crowded.getByRole('button', { name: '+3 more' })).toBeVisible();

  await crowded.getByRole('button', { name: '+3 more' }).click();
  await expect(page).toHaveURL(new RegExp(`view=day&date=${day}`));
  const lists = page.locator('[data-view="day"]').getByRole('list');
  await expect(lists.getByRole('listitem')).toHaveCount(7);
  await expect(lists.getByRole('link', { name: /Focus one.*Deep work session · 9:00 AM - 9:25 AM/ })).toBeVisible();
  // The 09:00 session and the 09:00-10:00 block overlap: side by side on the hour grid.
  const grid = page.getByRole('region', { name: /^Schedule,/ });
  await expect(grid.locator('a', { hasText: 'Draft chapter' })).toHaveAttribute('data-columns', '2');
  await expect(grid.locator('a', { hasText: 'Focus one' })).toHaveAttribute('data-columns', '2');
  await expect(grid.locator('a', { hasText: 'Plan the week' })).toHaveAttribute('data-columns', '1');

  await lists.getByRole('link', { name: /Focus one/ }).click();
  await expect(page).toHaveURL(/\/deep-work$/);
});

test('clicking a day opens its day view; arrows, Enter, T and M/W/D work from the keyboard', async ({ page }) => {
  await signedInUser(page);
  await openCalendar(page, 'view=month&date=2027-03-10');
  await cell(page, '2027-03-24').click();
  await expect(page).toHaveURL(/view=day&date=2027-03-24/);
  await expect(page.getByRole('heading', { level: 2, name: 'Wednesday, March 24, 2027' })).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/view=month&date=2027-03-10/);

  await expect(cell(page, '2027-03-10')).toHaveAttribute('tabindex', '0');
  await expect(cell(page, '2027-03-11')).toHaveAttribute('tabindex', '-1');
  await cell(page, '2027-03-10').focus();
  await page.keyboard.press('ArrowRight');
  await expect(cell(page, '2027-03-11')).toBeFocused();
  await expect(page).toHaveURL(/date=2027-03-11/);
  await page.keyboard.press('ArrowDown');
  await expect(cell(page, '2027-03-18')).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowLeft');
  await expect(cell(page, '2027-03-10')).toBeFocused();
  // Crossing into April turns the page. One key per focused day: a key pressed while focus is between two
  // days (a busy machine) reaches no day.
  for (const day of ['2027-03-17', '2027-03-24', '2027-03-31']) {
    await page.keyboard.press('ArrowDown');
    await expect(cell(page, day)).toBeFocused();
  }
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('heading', { level: 2, name: 'April 2027' })).toBeVisible();
  await expect(cell(page, '2027-04-07')).toBeFocused();

  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/view=day&date=2027-04-07/);
  await page.keyboard.press('w');
  await expect(page).toHaveURL(/view=week&date=2027-04-07/);
  await expect(page.getByRole('button', { name: 'Week', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.press('m');
  await expect(page).toHaveURL(/view=month&date=2027-04-07/);
  await page.keyboard.press('t');
  const today = await page.evaluate(() => {
    const d = new Date();
    const pad = (n: number) => String(n).padStart(2, '0');
    return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
  });
  await expect(page).toHaveURL(new RegExp(`view=month&date=${today}`));
  await expect(cell(page, today)).toHaveAttribute('aria-current', 'date');
  await page.keyboard.press('d');
  await expect(page).toHaveURL(new RegExp(`view=day&date=${today}`));
  await expect(page.getByTestId('now-line')).toHaveCount(1);
  // With Ctrl (or Cmd) the key belongs to the browser and the app's shortcuts, not the calendar.
  await page.keyboard.press('Control+m');
  await expect(page).toHaveURL(/view=day/);
});

test('the view and date are restored after a reload, and back/forward walk through them', async ({ page }) => {
  await signedInUser(page);
  await openCalendar(page, 'view=week&date=2026-11-23');
  await expect(page.getByRole('heading', { level: 2, name: 'Nov 22 – Nov 28, 2026' })).toBeVisible();
  await page.getByRole('button', { name: 'Next week' }).click();
  await expect(page).toHaveURL(/view=week&date=2026-11-30/);
  await page.reload();
  await expect(page.getByRole('heading', { level: 2, name: 'Nov 29 – Dec 5, 2026' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('button', { name: 'Week', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await page.goBack();
  await expect(page.getByRole('heading', { level: 2, name: 'Nov 22 – Nov 28, 2026' })).toBeVisible();
  await page.goForward();
  await expect(page.getByRole('heading', { level: 2, name: 'Nov 29 – Dec 5, 2026' })).toBeVisible();
});

test('Export .ics downloads the time blocks and scheduled habits, which parse back', async ({ page }) => {
  const user = await signedInUser(page);
  await goalWithBlocks(user, [{ title: 'Write the launch post', date: '2027-03-10', start: '09:00', minutes: 90 }]);
  await createHabitViaApi(user, {
    name: 'Gym session',
    scheduled_days: ['Monday', 'Thursday'],
    scheduled_time: '07:00:00',
    duration_minutes: 45,
    created_at: '2027-03-10T12:00:00Z',
  });
  await openCalendar(page, 'view=month&date=2027-03-10');
  const zone = await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export .ics' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('one-thing-calendar.ics');
  const text = readFileSync(await download.path(), 'utf8');
  expect(text, text).toContain(`TZID:${zone}`);
  const calendar = new ICAL.Component(ICAL.parse(text));
  expect(calendar.getFirstSubcomponent('vtimezone')?.getFirstPropertyValue('tzid')).toBe(zone);
  const events = calendar.getAllSubcomponents('vevent').map((component) => new ICAL.Event(component));
  expect(events.map((event) => event.summary).sort()).toEqual(['Gym session', 'Write the launch post']);

  const block = events.find((event) => event.summary === 'Write the launch post') as ICAL.Event;
  expect(block.component.getFirstProperty('dtstart')?.getParameter('tzid')).toBe(zone);
  expect(block.startDate.toString()).toBe('2027-03-10T09:00:00');
  expect(block.endDate.toString()).toBe('2027-03-10T10:30:00');

  const habit = events.find((event) => event.summary === 'Gym session') as ICAL.Event;
  expect(habit.startDate.toString()).toBe('2027-03-11T07:00:00');
  expect(habit.endDate.toString()).toBe('2027-03-11T07:45:00');
  const rule = habit.component.getFirstPropertyValue('rrule') as ICAL.Recur;
  expect(rule.freq).toBe('WEEKLY');
  expect(rule.getComponent('byday')).toEqual(['MO', 'TH']);
});

for (const theme of ['light', 'dark'] as const) {
  test(`month, week and day views have no axe violations and fit a 375 px screen (${theme})`, async ({ page }) => {
    await page.addInitScript((value) => window.localStorage.setItem('onething-theme', value), theme);
    const user = await signedInUser(page);
    const day = '2026-10-14';
    await goalWithBlocks(user, [
      { title: 'Plan the week', date: day, start: '08:00', minutes: 30 },
      { title: 'Draft chapter', date: day, start: '09:00', minutes: 60 },
      { title: 'Review with the team', date: '2026-10-15', start: '13:00', minutes: 90 },
    ]);
    await createHabitViaApi(user, {
      name: 'Meditate',
      scheduled_days: ['Monday', 'Wednesday', 'Friday'],
      created_at: '2026-10-01T12:00:00Z',
    });
    await page.goto('/');
    const at = (h: number, m: number) =>
      page.evaluate(([hh, mm]) => new Date(2026, 9, 14, hh, mm).toISOString(), [h, m] as const);
    await addSession(user, 'Focus one', await at(9, 25), 25);
    await addSession(user, 'Focus two', await at(11, 0), 50);
    await addSession(user, 'Focus three', await at(16, 0), 25);

    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
      for (const view of ['month', 'week', 'day'] as const) {
        await openCalendar(page, `view=${view}&date=${day}`);
        await expect(page.locator(`[data-calendar-day="${day}"]`)).toBeVisible();
        await saveShot(page, `calendar-${view}-${theme}-${width}.png`, { fullPage: true });
        if (width === 1280) expect(await axeViolations(page)).toEqual([]);
        await expectNoSidewaysScroll(page, `${view} view at ${width} px scrolls the page sideways`);
      }
    }
    await page.setViewportSize({ width: 375, height: 812 });
    await openCalendar(page, `view=month&date=${day}`);
    expect(await axeViolations(page)).toEqual([]);
  });
}
