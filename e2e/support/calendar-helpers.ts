// The calendar specs' one set-up: a goal with steps planned at given times (through the database's own
// create_goal and create_step, as the user), finished deep work sessions, and opening the calendar once its
// data has loaded.
import { expect, type Page } from '@playwright/test';
import { adminRest, anonKey, type TestUser } from './session';
import { E2E_BACKEND_URL } from './ports';
import { WEEKDAYS, createHabitViaApi, type Weekday } from './habits-helpers';

/** A zone with daylight-saving changes, so local days, hours and the exported TZID are not UTC by accident. */
export const CALENDAR_TIME_ZONE = 'America/New_York';

/** An RPC as the user (RLS applies). */
export async function rpc<T>(user: TestUser, fn: string, args: Record<string, unknown>): Promise<T> {
  const response = await fetch(`${E2E_BACKEND_URL}/rest/v1/rpc/${fn}`, {
    method: 'POST',
    headers: { apikey: anonKey(), Authorization: `Bearer ${user.accessToken}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(args),
  });
  if (!response.ok) throw new Error(`${fn}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** A step with its time block: its day, its start ('09:00') and its length in minutes. */
export type PlannedBlock = { title: string; date: string; start: string; minutes: number };

/** The active goal 'Launch the product' (with a deadline if given) and a step with a block for each of `blocks`. */
export async function goalWithBlocks(user: TestUser, blocks: readonly PlannedBlock[], deadline?: string) {
  const goal = await rpc<{ id: string; title: string }>(user, 'create_goal', {
    p_title: 'Launch the product',
    p_priority: 'High',
    ...(deadline ? { p_deadline: deadline } : {}),
  });
  for (const block of blocks) {
    await rpc(user, 'create_step', {
      p_goal_id: goal.id,
      p_title: block.title,
      p_start_time: block.start,
      p_duration_minutes: block.minutes,
      p_date: block.date,
    });
  }
  return goal;
}

/** A deep work session that ended at `completedAt` (an ISO time) after `minutes`. */
export async function addSession(user: TestUser, title: string, completedAt: string, minutes: number) {
  const { status, body } = await adminRest('deep_work_sessions', {
    method: 'POST',
    body: JSON.stringify({ user_id: user.userId, title, duration_minutes: minutes, completed_at: completedAt }),
  });
  if (status >= 300) throw new Error(`could not add a session: ${status} ${JSON.stringify(body)}`);
}

/** /calendar?<query>, once the page is drawn and its data has loaded. */
export async function openCalendar(page: Page, query: string) {
  await page.goto(`/calendar?${query}`);
  await expect(page.getByRole('main').getByRole('heading', { level: 1, name: 'Calendar' })).toBeVisible({
    timeout: 20_000,
  });
  await expect(page.locator('[aria-busy="false"]')).toBeVisible({ timeout: 20_000 });
}

/** The items of the crowded day, earliest first (blocks, habits and sessions). */
export const CROWDED_TITLES = [
  'Plan week',
  'Meditate',
  'Draft chapter',
  'Focus',
  'Gym session',
  'Edit chapter',
  'Team review',
  'Deep dive',
  'Read notes',
  'Journal',
] as const;

/**
 * A crowded `day` (yyyy-MM-dd): five blocks, three habits scheduled on its weekday (created two weeks before)
 * and two sessions, overlapping in three places (three items at 09:00, two at 08:00 and at 22:00), with a
 * 15-minute item and evening items. Returns the goal.
 */
export async function seedCrowdedDay(page: Page, user: TestUser, day: string) {
  const goal = await goalWithBlocks(user, [
    { title: 'Plan week', date: day, start: '08:00', minutes: 30 },
    { title: 'Draft chapter', date: day, start: '09:00', minutes: 60 },
    { title: 'Edit chapter', date: day, start: '10:00', minutes: 30 },
    { title: 'Team review', date: day, start: '14:00', minutes: 90 },
    { title: 'Read notes', date: day, start: '22:00', minutes: 45 },
  ]);
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const weekday = WEEKDAYS[new Date(Date.UTC(year, month - 1, date)).getUTCDay()] as Weekday;
  const created = new Date(Date.UTC(year, month - 1, date - 14, 12)).toISOString();
  for (const [name, time, minutes] of [
    ['Meditate', '08:00:00', 30],
    ['Gym session', '09:15:00', 45],
    ['Journal', '22:00:00', 15],
  ] as const) {
    await createHabitViaApi(user, {
      name,
      scheduled_days: [weekday],
      scheduled_time: time,
      duration_minutes: minutes,
      created_at: created,
    });
  }
  // Sessions end at local times the browser reads back; built in the browser's zone.
  await page.goto('/');
  const at = (h: number, m: number) =>
    page.evaluate(([y, mo, d, hh, mm]) => new Date(y, mo - 1, d, hh, mm).toISOString(), [
      year,
      month,
      date,
      h,
      m,
    ] as const);
  await addSession(user, 'Focus', await at(9, 25), 25);
  await addSession(user, 'Deep dive', await at(15, 0), 30);
  return goal;
}
