// Playbooks for tests that start from one: a row of the user's written with the service role, and a run
// started from its card as a person starts it.
import { expect, type Page } from '@playwright/test';
import { adminRest, type TestUser } from './session';

/** Inserts a playbook of `user`'s with `fields` (title, tasks, time blocks…) and returns the saved row. */
export async function insertPlaybook<T = { id: string }>(user: TestUser, fields: Record<string, unknown>): Promise<T> {
  const { status, body } = await adminRest('playbooks', {
    method: 'POST',
    headers: { Prefer: 'return=representation' },
    body: JSON.stringify({ user_id: user.userId, ...fields }),
  });
  if (status !== 201) throw new Error(`could not insert the playbook: ${status} ${JSON.stringify(body)}`);
  return (body as T[])[0]!;
}

/** Opens /playbooks and runs the playbook titled `title` in Deep Work. */
export async function runPlaybookInDeepWork(page: Page, title: string) {
  await page.goto('/playbooks');
  await page
    .getByRole('main')
    .getByRole('article', { name: title })
    .getByRole('button', { name: 'Run in Deep Work' })
    .click();
  await expect(page).toHaveURL(/\/deep-work$/);
}
