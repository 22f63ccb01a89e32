// A busy account for layout tests: an active goal with a description, a deadline and six steps planned
// today (one of them long), five habits with weeks of history, a week of deep work sessions, and more blocked
// sites than the dashboard names (one with a long name).
import type { Page } from '@playwright/test';
import type { TestUser } from './session';
import { browserDateKey, createHabitViaApi } from './habits-helpers';
import { addHabitCompletion, addSession, createGoal, createStep, postAsUser } from './seed-rows';

export const CROWDED_GOAL = 'Run a marathon in under four hours';
export const CROWDED_STEPS = [
  'Long run along the river, easy pace, with a gel every forty minutes',
  'Stretch',
  'Plan next week’s intervals',
  'Buy new running shoes',
  'Read the race guide and book the hotel near the start line',
  'Foam roll',
] as const;
export const CROWDED_HABITS = ['Read', 'Walk', 'Stretch', 'Journal', 'Meditate'] as const;

/** Seeds the account; the page must be on the app's origin (dates are the browser's). */
export async function seedCrowdedAccount(page: Page, user: TestUser): Promise<void> {
  const today = await browserDateKey(page, 0);
  const goal = await createGoal(user, {
    title: CROWDED_GOAL,
    description: 'Sub four hours at the city marathon in the spring, without injuries on the way.',
    priority: 'Critical',
    deadline: await browserDateKey(page, 60),
  });
  for (const [index, title] of CROWDED_STEPS.entries()) {
    await createStep(user, goal.id, title, today, `${String(7 + index * 2).padStart(2, '0')}:00`, 45);
  }

  const created = new Date(Date.now() - 60 * 24 * 3600 * 1000).toISOString();
  const ids: string[] = [];
  for (const [index, name] of CROWDED_HABITS.entries()) {
    const time = `${String(6 + index).padStart(2, '0')}:30:00`;
    ids.push((await createHabitViaApi(user, { name, created_at: created, scheduled_time: time })).id);
  }
  for (let back = 1; back <= 21; back += 1) {
    const date = await browserDateKey(page, -back);
    for (const id of ids.slice(0, back % 5)) await addHabitCompletion(user, id, date);
  }

  const now = Date.now();
  for (let back = 0; back < 7; back += 1) {
    await addSession(user, 25 + back * 10, new Date(now - back * 24 * 3600 * 1000 - 3600 * 1000));
  }

  const blocked = [
    ['youtube.com', 6],
    ['an-unusually-long-streaming-service-name.example.com', 4],
    ['reddit.com', 3],
    ['news.ycombinator.com', 2],
    ['x.com', 1],
  ] as const;
  for (const [domain, attempts] of blocked) {
    for (let i = 0; i < attempts; i += 1) await postAsUser(user, 'shield_block_log', { user_id: user.userId, domain });
  }
}
