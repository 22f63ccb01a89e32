// Shared steps of the habits-*.spec.ts files (not a spec itself).
import { expect, type Page } from '@playwright/test';
import { adminRest, anonKey, type TestUser } from './session';
import { E2E_BACKEND_URL } from './ports';

export const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

export type HabitSeed = {
  name: string;
  cue?: string;
  two_minute_version?: string;
  category?: string;
  scheduled_days?: Weekday[];
  scheduled_time?: string;
  duration_minutes?: number;
  created_at?: string;
};

/**
 * Inserts a habit as the user (through RLS), the way the app would. A habit that should already have
 * existed (`created_at`) is backdated with the service role: clients cannot write a habit's creation time.
 */
export async function createHabitViaApi(
  user: TestUser,
  seed: HabitSeed,
  backend = { url: E2E_BACKEND_URL, anonKey: anonKey() },
): Promise<{ id: string }> {
  const days = seed.scheduled_days ?? [...WEEKDAYS];
  const response = await fetch(`${backend.url}/rest/v1/habits?select=id`, {
    method: 'POST',
    headers: {
      apikey: backend.anonKey,
      Authorization: `Bearer ${user.accessToken}`,
      'Content-Type': 'application/json',
      Accept: 'application/vnd.pgrst.object+json',
      Prefer: 'return=representation',
    },
    body: JSON.stringify({
      user_id: user.userId,
      name: seed.name,
      cue: seed.cue ?? 'After breakfast',
      two_minute_version: seed.two_minute_version ?? 'Do one minute',
      category: seed.category ?? 'Wellness',
      scheduled_days: days,
      target_per_week: days.length,
      scheduled_time: seed.scheduled_time ?? '07:00:00',
      duration_minutes: seed.duration_minutes ?? 15,
    }),
  });
  if (!response.ok) throw new Error(`could not create habit: ${response.status} ${await response.text()}`);
  const habit = (await response.json()) as { id: string };
  if (seed.created_at) {
    const backdated = await adminRest(`habits?id=eq.${habit.id}`, {
      method: 'PATCH',
      body: JSON.stringify({ created_at: seed.created_at }),
    });
    if (backdated.status >= 300) throw new Error(`could not backdate the habit: ${backdated.status}`);
  }
  return habit;
}

/** The browser's idea of today, so the test agrees with the app on the local day. */
export async function browserToday(page: Page): Promise<{ dayIndex: number; weekday: Weekday; key: string }> {
  const { dayIndex, key } = await page.evaluate(() => {
    const now = new Date();
    const pad = (n: number) => String(n).padStart(2, '0');
    return { dayIndex: now.getDay(), key: `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}` };
  });
  return { dayIndex, weekday: WEEKDAYS[dayIndex] as Weekday, key };
}

/** Local yyyy-MM-dd of today + offset days in the browser. */
export async function browserDateKey(page: Page, offsetDays: number): Promise<string> {
  return page.evaluate((offset) => {
    const date = new Date();
    date.setDate(date.getDate() + offset);
    const pad = (n: number) => String(n).padStart(2, '0');
    return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
  }, offsetDays);
}

export async function openHabits(page: Page, baseUrl = '') {
  await page.goto(`${baseUrl}/habits`);
  await expect(page.getByRole('main').getByRole('heading', { level: 1, name: 'Habit Tracker' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: /All Habits|Today's Habits/ })).toBeVisible({
    timeout: 20_000,
  });
}

export function habitCard(page: Page, name: string) {
  return page.getByRole('article', { name, exact: true });
}

export async function expectToast(page: Page, title: string, description: string) {
  const toast = page.locator('[data-sonner-toast]').filter({ hasText: title }).filter({ hasText: description });
  await expect(toast.first()).toBeVisible({ timeout: 20_000 });
}

/** A service-role read on the shared e2e backend, to check what reached the database. */
export function db(pathAndQuery: string) {
  return adminRest(pathAndQuery);
}
