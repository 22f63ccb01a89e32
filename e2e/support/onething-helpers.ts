// Helpers shared by the ONE Thing planner end-to-end tests (not a spec file itself).
import { expect, type Page } from '@playwright/test';
import { adminRest, type TestUser } from './session';

export type GoalRow = {
  id: string;
  title: string;
  description: string | null;
  why_description: string | null;
  priority: string;
  progress: number;
  is_active: boolean;
  deadline: string | null;
  completed_at: string | null;
};

export type TaskRow = {
  id: string;
  goal_id: string;
  title: string;
  completed: boolean;
  status: string;
  date: string | null;
  start_time: string | null;
  end_time: string | null;
  duration_minutes: number | null;
  step_id: string | null;
};

/** A service-role REST call on the shared e2e backend. */
export function db(pathAndQuery: string, init: RequestInit = {}) {
  return adminRest(pathAndQuery, init);
}

/** Reads rows as the signed-in user (RLS applies), for a private backend whose service key is not known. */
async function userRest(user: TestUser, backend: { url: string; anonKey: string }, pathAndQuery: string) {
  const response = await fetch(`${backend.url}/rest/v1/${pathAndQuery}`, {
    headers: { apikey: backend.anonKey, Authorization: `Bearer ${user.accessToken}` },
  });
  if (!response.ok) throw new Error(`${pathAndQuery}: ${response.status} ${await response.text()}`);
  return (await response.json()) as unknown;
}

type Reader = { user: TestUser; backend: { url: string; anonKey: string } };

async function read(pathAndQuery: string, as?: Reader): Promise<unknown> {
  if (as) return userRest(as.user, as.backend, pathAndQuery);
  const { status, body } = await db(pathAndQuery);
  if (status !== 200) throw new Error(`${pathAndQuery}: ${status} ${JSON.stringify(body)}`);
  return body;
}

export async function goalsOf(userId: string, as?: Reader): Promise<GoalRow[]> {
  return (await read(`one_thing_goals?user_id=eq.${userId}&select=*&order=created_at.asc`, as)) as GoalRow[];
}

export async function tasksOf(goalId: string, as?: Reader): Promise<TaskRow[]> {
  return (await read(`one_thing_tasks?goal_id=eq.${goalId}&select=*&order=created_at.asc`, as)) as TaskRow[];
}

/** The visible toast with this title (and description, when given). */
export async function expectToast(page: Page, title: string, description?: string) {
  let toast = page.locator('[data-sonner-toast]').filter({ hasText: title });
  if (description) toast = toast.filter({ hasText: description });
  await expect(toast.last()).toBeVisible();
}

/** The browser's local calendar day, yyyy-MM-dd. */
export function browserToday(page: Page): Promise<string> {
  return page.evaluate(() => {
    const d = new Date();
    const pad = (n: number) => String(n).padStart(2, '0');
    return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
  });
}

export async function createGoalThroughUi(page: Page, title: string) {
  await page.getByRole('button', { name: 'New Goal' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create Your ONE Thing' });
  await dialog.getByLabel('Goal title').fill(title);
  await dialog.getByRole('button', { name: 'Create Goal' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('heading', { level: 2, name: title.trim() })).toBeVisible();
}

/**
 * Adds a step through the form. A start given without a day is today's (the form's own suggestion may be
 * tomorrow late in the evening); without either, the form's suggested day and start are kept.
 */
export async function addStepThroughUi(
  page: Page,
  title: string,
  options: { date?: string; start?: string; duration?: string } = {},
) {
  const form = page.getByRole('form', { name: 'Add a step' });
  await form.getByLabel('Step description').fill(title);
  // The duration first: until a day is picked, the date follows the suggested slot, which depends on the
  // duration (late in the evening an hour no longer fits today). Filling the date with the value it already
  // shows picks nothing, so a later duration could still move it.
  if (options.duration) await form.getByLabel('Duration (minutes)').fill(options.duration);
  const date = options.date ?? (options.start ? await browserToday(page) : undefined);
  if (date) await form.getByLabel('Date').fill(date);
  if (options.start) await form.getByLabel('Start time').fill(options.start);
  await form.getByRole('button', { name: 'Add Step' }).click();
}

export function stepsHeading(page: Page) {
  return page.getByRole('heading', { name: /^Step-by-Step Actions \(\d+\/\d+\)$/ });
}
