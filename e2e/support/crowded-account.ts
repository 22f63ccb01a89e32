// A busy account for layout tests: an active goal with a description, a deadline and six steps planned
// today (one of them long), five habits with weeks of history, and a week of deep work sessions.
import type { Page } from '@playwright/test';
import { adminRest, anonKey, type TestUser } from './session';
import { E2E_BACKEND_URL } from './ports';
import { browserDateKey, createHabitViaApi } from './habits-helpers';

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

/** An RPC as the user (RLS applies), returning the row. */
async function rpcAsUser<T = { id: string }>(user: TestUser, name: string, body: unknown): Promise<T> {
  const response = await fetch(`${E2E_BACKEND_URL}/rest/v1/rpc/${name}`, {
    method: 'POST',
    headers: {
      apikey: anonKey(),
      Authorization: `Bearer ${user.accessToken}`,
      'Content-Type': 'application/json',
      Accept: 'application/vnd.pgrst.object+json',
      Prefer: 'return=representation',
    },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${name}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

async function insertAsService(table: string, row: Record<string, unknown>): Promise<void> {
  const { status, body } = await adminRest(table, { method: 'POST', body: JSON.stringify(row) });
  if (status >= 300) throw new Error(`could not insert into ${table}: ${status} ${JSON.stringify(body)}`);
}

/** Seeds the account; the page must be on the app's origin (dates are the browser's). */
export async function seedCrowdedAccount(page: Page, user: TestUser): Promise<void> {
  const today = await browserDateKey(page, 0);
  const goal = await rpcAsUser(user, 'create_goal', {
    p_title: CROWDED_GOAL,
    p_description: 'Sub four hours at the city marathon in the spring, without injuries on the way.',
    p_priority: 'Critical',
    p_deadline: await browserDateKey(page, 60),
  });
  for (const [index, title] of CROWDED_STEPS.entries()) {
    await rpcAsUser(user, 'create_step', {
      p_goal_id: goal.id,
      p_title: title,
      p_start_time: `${String(7 + index * 2).padStart(2, '0')}:00`,
      p_duration_minutes: 45,
      p_date: today,
    });
  }

  const created = new Date(Date.now() - 60 * 24 * 3600 * 1000).toISOString();
  const ids: string[] = [];
  for (const [index, name] of CROWDED_HABITS.entries()) {
    const time = `${String(6 + index).padStart(2, '0')}:30:00`;
    ids.push((await createHabitViaApi(user, { name, created_at: created, scheduled_time: time })).id);
  }
  for (let back = 1; back <= 21; back += 1) {
    const date = await browserDateKey(page, -back);
    for (const id of ids.slice(0, back % 5)) {
      await insertAsService('habit_completions', { habit_id: id, user_id: user.userId, completion_date: date });
    }
  }

  const now = Date.now();
  for (let back = 0; back < 7; back += 1) {
    await insertAsService('deep_work_sessions', {
      user_id: user.userId,
      title: 'Focus',
      duration_minutes: 25 + back * 10,
      completed_at: new Date(now - back * 24 * 3600 * 1000 - 3600 * 1000).toISOString(),
      emergency_canceled: false,
    });
  }
}
