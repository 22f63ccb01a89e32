// Playbooks end to end against the real local backend: save a ONE Thing as a playbook, use it as a new ONE
// Thing (refused while the active goal is open), run it in Deep Work to 'Playbook Complete!', create, edit,
// search and delete with confirmation, reorder steps by keyboard, axe in both themes, 375 px.
import { expect, test, type Page } from '@playwright/test';
import { axeViolations, expectNoSidewaysScroll } from '../support/shell-helpers';
import { signedInUser } from '../support/session';
import {
  addStepThroughUi,
  browserToday,
  createGoalThroughUi,
  db,
  expectToast,
  goalsOf,
  tasksOf,
} from '../support/onething-helpers';
import { saveShot } from '../support/screenshots';
import { insertPlaybook } from '../support/playbook-helpers';

/** Screenshots for looking at by eye; test-results is wiped by every run. */
const ACTIVE_GOAL_EXISTS = 'You already have an active ONE Thing goal. Complete it before creating a new one.';

type PlaybookRow = {
  id: string;
  title: string;
  description: string | null;
  tasks: Array<{
    id: string;
    title: string;
    estimated_duration: number | null;
    sort_order: number;
    completed: boolean;
  }>;
  time_blocks: Array<{ title: string; start_time: string; end_time: string; step_number: number }>;
  created_at: string;
};

async function playbooksOf(userId: string): Promise<PlaybookRow[]> {
  const { status, body } = await db(`playbooks?user_id=eq.${userId}&select=*&order=created_at.desc`);
  expect(status).toBe(200);
  return body as PlaybookRow[];
}

async function openPlaybooks(page: Page) {
  await page.goto('/playbooks');
  await expect(page.getByRole('main').getByRole('heading', { level: 1, name: 'Playbooks' })).toBeVisible();
}

const card = (page: Page, title: string) => page.getByRole('main').getByRole('article', { name: title });

test('save a ONE Thing as a playbook, then use it as the next ONE Thing (refused while the active goal is open)', async ({
  page,
}) => {
  const user = await signedInUser(page);
  await page.goto('/one-thing');
  await createGoalThroughUi(page, 'Launch the newsletter');
  await addStepThroughUi(page, 'Write the first issue', { start: '09:00', duration: '60' });
  await expectToast(page, 'Step Created');
  await addStepThroughUi(page, 'Send it', { start: '10:00', duration: '30' });
  await expect(page.getByRole('heading', { name: 'Step-by-Step Actions (0/2)' })).toBeVisible();

  await page.getByRole('button', { name: 'Save as playbook' }).click();
  await expectToast(page, 'Playbook Saved', '"Launch the newsletter" is in your playbooks.');
  const [saved] = await playbooksOf(user.userId);
  expect(saved!.tasks.map((t) => [t.title, t.estimated_duration, t.completed])).toEqual([
    ['Write the first issue', 60, false],
    ['Send it', 30, false],
  ]);
  expect(saved!.time_blocks.map((b) => [b.title, b.start_time, b.end_time, b.step_number])).toEqual([
    ['Write the first issue', '09:00:00', '10:00:00', 1],
    ['Send it', '10:00:00', '10:30:00', 2],
  ]);

  await openPlaybooks(page);
  const playbook = card(page, 'Launch the newsletter');
  await expect(playbook).toContainText('2 steps');
  await playbook.getByRole('button', { name: 'Use as ONE Thing' }).click();
  let dialog = page.getByRole('dialog', { name: 'Use as ONE Thing' });
  await expect(dialog).toContainText(ACTIVE_GOAL_EXISTS);
  await expect(dialog.getByRole('button', { name: 'Create Goal' })).toBeDisabled();
  await page.keyboard.press('Escape');

  // Finish the open goal (its last step completes it), then the playbook becomes the new ONE Thing.
  const [goal] = await goalsOf(user.userId);
  await db(`one_thing_goals?id=eq.${goal!.id}`, {
    method: 'PATCH',
    body: JSON.stringify({ is_active: false, completed_at: new Date().toISOString() }),
  });
  await page.reload();
  await card(page, 'Launch the newsletter').getByRole('button', { name: 'Use as ONE Thing' }).click();
  dialog = page.getByRole('dialog', { name: 'Use as ONE Thing' });
  await expect(dialog.getByRole('list', { name: "Today's schedule" })).toContainText('9:00 AM');
  await dialog.getByRole('button', { name: 'Create Goal' }).click();
  await expectToast(page, 'Goal Created');
  await expect(page).toHaveURL(/\/one-thing$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Launch the newsletter' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Step-by-Step Actions (0/2)' })).toBeVisible();

  const goals = await goalsOf(user.userId);
  const made = goals.find((g) => g.is_active)!;
  const { body } = await db(`one_thing_goals?id=eq.${made.id}&select=source_type,source_playbook_id`);
  expect(body).toEqual([{ source_type: 'playbook', source_playbook_id: saved!.id }]);
  const today = await browserToday(page);
  const blocks = (await tasksOf(made.id)).filter((t) => t.start_time !== null);
  expect(blocks.map((b) => [b.title, b.date, b.start_time])).toEqual([
    ['Write the first issue', today, '09:00:00'],
    ['Send it', today, '10:00:00'],
  ]);
});

test("run a playbook in Deep Work: all its steps done records a completed goal and shows 'Playbook Complete!'", async ({
  page,
}) => {
  const user = await signedInUser(page);
  await insertPlaybook<PlaybookRow>(user, {
    title: 'Morning sprint',
    tasks: [{ title: 'Plan the day' }, { title: 'Clear the inbox' }],
  });
  await openPlaybooks(page);
  await card(page, 'Morning sprint').getByRole('button', { name: 'Run in Deep Work' }).click();
  await expect(page).toHaveURL(/\/deep-work$/);
  await expect(page.getByText('Playbook Session')).toBeVisible();

  await page.getByRole('button', { name: 'Complete "Plan the day"' }).click();
  await expectToast(page, 'Step Completed');
  await page.getByRole('button', { name: 'Complete "Clear the inbox"' }).click();
  await expectToast(page, 'Playbook Complete!');
  await expect(page.getByText('Playbook Session')).toBeHidden();

  await expect.poll(async () => (await goalsOf(user.userId)).length).toBe(1);
  const [recorded] = await goalsOf(user.userId);
  expect(recorded).toMatchObject({
    title: 'Morning sprint',
    description: 'Completed playbook goal',
    priority: 'Medium',
    is_active: false,
    progress: 100,
  });
});

test('create, edit, search and delete a playbook with confirmation; steps reorder by keyboard', async ({ page }) => {
  const user = await signedInUser(page);
  await openPlaybooks(page);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'No Playbooks Yet' })).toBeVisible();

  await main.getByRole('button', { name: 'New Playbook' }).click();
  const editor = main.getByRole('form', { name: 'New Playbook' });
  await editor.getByRole('button', { name: 'Create Playbook' }).click();
  await expect(editor.getByText('Playbook title is required')).toBeVisible();
  await editor.getByLabel(/^Title/).fill('Weekly review');
  await editor.getByRole('button', { name: 'Add Step' }).click();
  await editor.getByLabel('Step 1 title').fill('Collect notes');
  await editor.getByRole('button', { name: 'Add Step' }).click();
  await editor.getByLabel('Step 2 title').fill('Plan next week');
  await editor.getByRole('button', { name: 'Add Time Block' }).click();
  await editor.getByLabel('Time block 1 title').fill('Review block');
  await editor.getByLabel('Start time').fill('16:00');
  await editor.getByLabel('End time').fill('15:00');
  await editor.getByRole('button', { name: 'Create Playbook' }).click();
  await expect(editor.getByText('A time block ends after it starts and lasts at most 180 minutes.')).toBeVisible();
  await editor.getByLabel('End time').fill('17:00');

  // Keyboard reorder: Space picks the step up, ArrowUp moves it, Space drops it.
  const handle = editor.getByRole('button', { name: 'Reorder step 2: Plan next week' });
  await handle.focus();
  await page.keyboard.press('Space');
  await expect(page.getByText('Picked up step Plan next week, position 2 of 2.')).toBeAttached();
  await page.keyboard.press('ArrowUp');
  await expect(page.getByText('Step Plan next week moved to position 1 of 2.')).toBeAttached();
  await page.keyboard.press('Space');
  await expect(page.getByText('Step Plan next week dropped at position 1 of 2.')).toBeAttached();
  await expect(editor.getByLabel('Step 1 title')).toHaveValue('Plan next week');
  await editor.getByRole('button', { name: 'Create Playbook' }).click();
  await expectToast(page, 'Playbook Created');

  const [row] = await playbooksOf(user.userId);
  expect(row!.tasks.map((t) => t.title)).toEqual(['Plan next week', 'Collect notes']);
  // The block stays with the step it was made for ('Plan next week', now step 1).
  expect(row!.time_blocks).toEqual([
    expect.objectContaining({ title: 'Review block', start_time: '16:00:00', end_time: '17:00:00', step_number: 1 }),
  ]);

  await card(page, 'Weekly review').getByRole('button', { name: 'Edit playbook "Weekly review"' }).click();
  const edit = main.getByRole('form', { name: 'Edit Playbook' });
  await edit.getByLabel(/^Title/).fill('Weekly review v2');
  await edit.getByLabel('Description', { exact: true }).fill('Every Friday');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expectToast(page, 'Playbook Updated');
  await expect(card(page, 'Weekly review v2')).toContainText('Every Friday');

  await insertPlaybook<PlaybookRow>(user, { title: 'Launch checklist', tasks: [{ title: 'Write copy' }] });
  await page.reload();
  await expect(main.getByRole('article')).toHaveCount(2);
  // Newest first.
  await expect(main.getByRole('article').first()).toHaveAccessibleName('Launch checklist');
  await main.getByRole('searchbox', { name: 'Search playbooks' }).fill('copy');
  await expect(main.getByRole('article')).toHaveCount(1);
  await expect(card(page, 'Launch checklist')).toBeVisible();
  await main.getByRole('searchbox', { name: 'Search playbooks' }).fill('nothing like this');
  await expect(main.getByRole('heading', { name: 'No playbooks match' })).toBeVisible();
  await main.getByRole('searchbox', { name: 'Search playbooks' }).fill('');

  await card(page, 'Weekly review v2').getByRole('button', { name: 'Delete playbook "Weekly review v2"' }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText('This action cannot be undone.');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  expect(await playbooksOf(user.userId)).toHaveLength(2);
  await card(page, 'Weekly review v2').getByRole('button', { name: 'Delete playbook "Weekly review v2"' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expectToast(page, 'Playbook Deleted');
  await expect(card(page, 'Weekly review v2')).toBeHidden();
  expect((await playbooksOf(user.userId)).map((p) => p.title)).toEqual(['Launch checklist']);
});

for (const theme of ['light', 'dark'] as const) {
  test(`/playbooks has no axe violations (${theme}), at 1280 and 375 px`, async ({ page }) => {
    await page.addInitScript((value) => window.localStorage.setItem('onething-theme', value), theme);
    const user = await signedInUser(page);
    await openPlaybooks(page);
    await expect(page.getByRole('heading', { name: 'No Playbooks Yet' })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    await insertPlaybook<PlaybookRow>(user, {
      title: 'Deep work morning',
      description: 'Two focused blocks before lunch',
      tasks: [
        { title: 'Outline', estimated_duration: 30 },
        { title: 'Draft', estimated_duration: 90 },
        { title: 'Edit' },
        { title: 'Publish' },
      ],
      time_blocks: [
        { title: 'Outline', start_time: '09:00', end_time: '09:30', step_number: 1 },
        { title: 'Draft', start_time: '09:15', end_time: '10:45', step_number: 2 },
      ],
    });
    await page.reload();
    await expect(card(page, 'Deep work morning')).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await saveShot(page, `playbooks-list-${theme}-1280.png`, { fullPage: true });

    await card(page, 'Deep work morning').getByRole('button', { name: 'Use as ONE Thing' }).click();
    const dialog = page.getByRole('dialog', { name: 'Use as ONE Thing' });
    await expect(dialog).toContainText('One block overlapped another');
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');

    await card(page, 'Deep work morning').getByRole('button', { name: 'Edit playbook "Deep work morning"' }).click();
    await expect(page.getByRole('form', { name: 'Edit Playbook' })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await saveShot(page, `playbooks-editor-${theme}-1280.png`, { fullPage: true });

    await page.setViewportSize({ width: 375, height: 812 });
    await expectNoSidewaysScroll(page);
    expect(await axeViolations(page)).toEqual([]);
    await saveShot(page, `playbooks-editor-${theme}-375.png`, { fullPage: true });
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(card(page, 'Deep work morning')).toBeVisible();
    await expectNoSidewaysScroll(page);
    await saveShot(page, `playbooks-list-${theme}-375.png`, { fullPage: true });
  });
}
