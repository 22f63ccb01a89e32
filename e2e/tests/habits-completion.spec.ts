// Completing habits: today's toggle with both toasts and the weekly bars, the not-scheduled guard,
// backfilling a past day of this week, the fair streak the database keeps, the today switch.
import { expect, test } from '@playwright/test';
import { adminRest, signedInUser } from '../support/session';
import {
  WEEKDAYS,
  browserDateKey,
  browserToday,
  createHabitViaApi,
  db,
  expectToast,
  habitCard,
  openHabits,
} from '../support/habits-helpers';

async function completionsOf(habitId: string) {
  const { body } = await db(`habit_completions?habit_id=eq.${habitId}&select=completion_date`);
  return (body as { completion_date: string }[]).map((row) => row.completion_date).sort();
}

/** The run of completed scheduled days the database stores, ending on the latest completed day. */
async function storedRunOf(habitId: string) {
  const { body } = await db(`habits?id=eq.${habitId}&select=streak`);
  return (body as { streak: number }[])[0]?.streak;
}

test("toggling today on and off shows both toasts, moves the weekly bars and the database's streak", async ({
  page,
}) => {
  const user = await signedInUser(page);
  const habit = await createHabitViaApi(user, { name: 'Read', category: 'Learning' });
  await openHabits(page);
  const today = await browserToday(page);
  const card = habitCard(page, 'Read');
  const toggle = card.getByRole('button', { name: 'Mark Read done today' });
  const weekCount = page.getByTestId('week-progress-count');

  await expect(card).toContainText('Scheduled for today');
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await expect(card).toContainText('0/7 this week');
  await expect(weekCount).toHaveText('0/7');

  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await expectToast(page, 'Great job! 🎉', 'Another step towards building your ideal self');
  await expect(card).toContainText('1/7 this week');
  await expect(card).toContainText('14%');
  await expect(weekCount).toHaveText('1/7');
  await expect(page.locator(`[data-day="${today.key}"][data-completed="true"]`)).toHaveCount(1);
  await expect.poll(() => completionsOf(habit.id)).toEqual([today.key]);
  await expect.poll(() => storedRunOf(habit.id)).toBe(1);
  await expect(card.getByText('1 day streak')).toBeVisible();

  // Keyboard works too: focus the round toggle and press Space.
  await toggle.focus();
  await page.keyboard.press('Space');
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await expectToast(page, 'Habit unchecked', 'Keep working on your habits');
  await expect(card).toContainText('0/7 this week');
  await expect(weekCount).toHaveText('0/7');
  await expect.poll(() => completionsOf(habit.id)).toEqual([]);
  await expect.poll(() => storedRunOf(habit.id)).toBe(0);
});

test('a habit not scheduled today cannot be toggled and the switch hides it', async ({ page }) => {
  const user = await signedInUser(page);
  // Pick the day after today in the browser's zone, so the habit is never scheduled today.
  await page.goto('/habits');
  const today = await browserToday(page);
  const otherDay = WEEKDAYS[(today.dayIndex + 1) % 7] as (typeof WEEKDAYS)[number];
  const habit = await createHabitViaApi(user, { name: 'Long run', category: 'Fitness', scheduled_days: [otherDay] });
  await openHabits(page);

  const card = habitCard(page, 'Long run');
  await expect(card).toContainText('Not scheduled today');
  await expect(card).toContainText(otherDay.slice(0, 3));
  const toggle = card.getByRole('button', { name: 'Mark Long run done today' });
  await expect(toggle).toBeDisabled();
  await toggle.click({ force: true });
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  // Nor can any day of the row be toggled: its only scheduled day is tomorrow (or last Sunday's past week).
  await expect(card.getByRole('button', { name: /^Mark Long run done on / })).toHaveCount(0);
  expect(await completionsOf(habit.id)).toEqual([]);

  // The switch: off by default, then only today's habits under "Today's Habits ({weekday})".
  const toggleSwitch = page.getByRole('switch', { name: 'Show only habits scheduled for today' });
  await expect(toggleSwitch).toHaveAttribute('aria-checked', 'false');
  await expect(page.getByRole('heading', { level: 2, name: 'All Habits' })).toBeVisible();
  await toggleSwitch.click();
  await expect(page.getByRole('heading', { level: 2, name: `Today's Habits (${today.weekday})` })).toBeVisible();
  await expect(page.getByText('No habits scheduled for today')).toBeVisible();
  await expect(card).toHaveCount(0);

  await createHabitViaApi(user, { name: 'Stretch', category: 'Health' });
  await page.reload();
  await expect(page.getByRole('heading', { level: 2, name: 'All Habits' })).toBeVisible({ timeout: 20_000 });
  await page.getByRole('switch', { name: 'Show only habits scheduled for today' }).click();
  await expect(habitCard(page, 'Stretch')).toBeVisible();
  await expect(habitCard(page, 'Long run')).toHaveCount(0);
  await page.getByRole('switch', { name: 'Show only habits scheduled for today' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'All Habits' })).toBeVisible();
  await expect(habitCard(page, 'Long run')).toBeVisible();
});

/** Noon on the most recent given weekday that is not in the future (local time, shared with the browser). */
function mostRecentNoon(dayIndex: number): Date {
  const date = new Date();
  date.setHours(12, 0, 0, 0);
  while (date.getDay() !== dayIndex || date.getTime() > Date.now()) date.setDate(date.getDate() - 1);
  return date;
}

// Run on a fixed Sunday (yesterday is last week), mid-week and Saturday, whatever today really is.
for (const fakeDay of ['Sunday', 'Wednesday', 'Saturday'] as const) {
  test(`backfill on a ${fakeDay}: yesterday can be checked off when it is in this week, later days never`, async ({
    page,
  }) => {
    const fakeNow = mostRecentNoon(WEEKDAYS.indexOf(fakeDay));
    await page.clock.setFixedTime(fakeNow);
    const user = await signedInUser(page);
    const createdAt = new Date(fakeNow.getTime() - 8 * 24 * 3600 * 1000).toISOString();
    const habit = await createHabitViaApi(user, { name: 'Journal', created_at: createdAt });
    await openHabits(page);
    const today = await browserToday(page);
    expect(today.weekday).toBe(fakeDay);
    const card = habitCard(page, 'Journal');
    const yesterday = WEEKDAYS[(today.dayIndex + 6) % 7] as string;
    const yesterdayButton = card.getByRole('button', { name: `Mark Journal done on ${yesterday}` });
    const dayButtons = card.getByRole('button', { name: /^Mark Journal done on / });

    if (today.dayIndex < 6) {
      const tomorrow = WEEKDAYS[today.dayIndex + 1] as string;
      await expect(card.getByRole('button', { name: `Mark Journal done on ${tomorrow}` })).toHaveCount(0);
    }
    // Today is toggled by the round button only.
    await expect(card.getByRole('button', { name: `Mark Journal done on ${today.weekday}` })).toHaveCount(0);

    if (today.dayIndex === 0) {
      // Sunday: yesterday was last week, so nothing in this week's row lies in the past.
      await expect(yesterdayButton).toHaveCount(0);
      await expect(dayButtons).toHaveCount(0);
      return;
    }

    // Every earlier day of this week is offered (a daily habit created before the week began).
    await expect(dayButtons).toHaveCount(today.dayIndex);
    const yesterdayKey = await browserDateKey(page, -1);
    await expect(yesterdayButton).toHaveAttribute('aria-pressed', 'false');
    await yesterdayButton.click();
    await expect(yesterdayButton).toHaveAttribute('aria-pressed', 'true');
    await expectToast(page, 'Great job! 🎉', 'Another step towards building your ideal self');
    await expect(card).toContainText('1/7 this week');
    await expect.poll(() => completionsOf(habit.id)).toEqual([yesterdayKey]);
    // The database keeps the run ending on the latest completed day. (The badge shows the current streak
    // on the database's real today, which this browser's fixed clock does not move, so it is checked in
    // the test above, on the real day.)
    await expect.poll(() => storedRunOf(habit.id)).toBe(1);

    await card.getByRole('button', { name: 'Mark Journal done today' }).click();
    await expect(card).toContainText('2/7 this week');
    await expect.poll(() => storedRunOf(habit.id)).toBe(2);

    await yesterdayButton.click();
    await expect(yesterdayButton).toHaveAttribute('aria-pressed', 'false');
    await expectToast(page, 'Habit unchecked', 'Keep working on your habits');
    await expect.poll(() => completionsOf(habit.id)).toEqual([today.key]);
    await expect.poll(() => storedRunOf(habit.id)).toBe(1);
  });
}

test('three years of daily history: the page shows the full streak and reads only this week', async ({ page }) => {
  const user = await signedInUser(page);
  await page.goto('/habits');
  const yesterday = await browserDateKey(page, -1);
  const habit = await createHabitViaApi(user, {
    name: 'Walk',
    created_at: new Date(Date.now() - 1100 * 24 * 3600 * 1000).toISOString(),
  });
  const days = Array.from({ length: 1095 }, (_, i) => {
    const date = new Date(`${yesterday}T12:00:00Z`);
    date.setUTCDate(date.getUTCDate() - i);
    return { habit_id: habit.id, user_id: user.userId, completion_date: date.toISOString().slice(0, 10) };
  });
  // In parts: the local backend stops any one statement after 1 s (PGlite serves every user in turn), and one
  // insert of all the years with their streak triggers can take longer on a busy machine.
  for (let start = 0; start < days.length; start += 300) {
    const seeded = await adminRest('habit_completions', {
      method: 'POST',
      body: JSON.stringify(days.slice(start, start + 300)),
    });
    expect(seeded.status).toBe(201);
  }

  const completionReads: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/rest/v1/habit_completions')) completionReads.push(request.url());
  });
  await openHabits(page);
  const card = habitCard(page, 'Walk');
  // Today is still open, so the streak is the 1,095 days before it.
  await expect(card.getByText('1095 day streak')).toBeVisible();
  await card.getByRole('button', { name: 'Mark Walk done today' }).click();
  await expect(card.getByText('1096 day streak')).toBeVisible();
  // Only this week's completions were downloaded, bounded by date.
  expect(completionReads.length).toBeGreaterThan(0);
  for (const url of completionReads)
    expect(decodeURIComponent(url)).toMatch(/completion_date=gte\.\d{4}-\d\d-\d\d.*completion_date=lte\./);
});
