// The ONE Thing planner against the real local backend: a goal, its steps and their time blocks,
// from creation to auto-completion, checked on screen and in the database.
import { expect, test } from '@playwright/test';
import { signedInUser } from '../support/session';
import { expectAllSaved } from '../support/offline-helpers';
import {
  addStepThroughUi,
  browserToday,
  expectToast,
  goalsOf,
  stepsHeading,
  tasksOf,
} from '../support/onething-helpers';

test('plan a goal: create, steps at their times, conflict, toggles, why, edit, delete step, auto-complete', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const user = await signedInUser(page);
  await page.goto('/one-thing');
  const main = page.getByRole('main');

  await expect(main.getByRole('heading', { level: 1, name: 'ONE Thing' })).toBeVisible();
  await expect(main.getByRole('heading', { name: 'No Active ONE Thing Goal' })).toBeVisible();
  await expect(main.getByText('Create your ONE Thing to start focusing on what matters most.')).toBeVisible();

  // Create: defaults today and Medium, title required and trimmed, optional fields become null.
  await main.getByRole('button', { name: 'New Goal' }).click();
  const create = page.getByRole('dialog', { name: 'Create Your ONE Thing' });
  await expect(create.getByRole('combobox', { name: 'Priority' })).toHaveText('Medium');
  const today = await browserToday(page);
  const todayLabel = await page.evaluate(
    (key) =>
      new Date(`${key}T12:00:00`).toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' }),
    today,
  );
  await expect(create.getByRole('button', { name: 'Deadline' })).toHaveText(todayLabel);
  await create.getByRole('button', { name: 'Create Goal' }).click();
  await expect(create.getByText('Title is required')).toBeVisible();
  await create.getByLabel('Goal title').fill('   Launch the course   ');
  await create.getByRole('button', { name: 'Create Goal' }).click();
  await expectToast(page, 'Goal Created');
  await expect(create).toBeHidden();
  await expect(main.getByRole('heading', { level: 2, name: 'Launch the course' })).toBeVisible();
  await expect(main.getByText('Medium Priority')).toBeVisible();
  await expect(main.getByText(`Due ${todayLabel}`)).toBeVisible();

  let [goal] = await goalsOf(user.userId);
  expect(goal).toMatchObject({
    title: 'Launch the course',
    description: null,
    why_description: null,
    priority: 'Medium',
    is_active: true,
    deadline: today,
    progress: 0,
  });
  const goalId = goal!.id;

  // A second goal is blocked while this one is active and incomplete.
  const newGoal = main.getByRole('button', { name: 'New Goal' });
  await expect(newGoal).toBeDisabled();
  await expect(
    main.getByText('You already have an active ONE Thing goal. Complete it before creating a new one.'),
  ).toBeVisible();
  await newGoal.focus();
  await expect(page.getByRole('tooltip')).toContainText('Complete your current ONE Thing before creating a new one');
  await newGoal.click({ force: true });
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // Three steps at the times typed, today (what the form suggests follows the clock: days-beyond-today.spec.ts).
  const form = main.getByRole('form', { name: 'Add a step' });
  await expect(form.getByLabel('Duration (minutes)')).toHaveValue('30');
  await addStepThroughUi(page, 'Outline modules', { start: '09:00' });
  await expectToast(page, 'Step Created');
  await expect(form.getByLabel('Step description')).toHaveValue('');
  await addStepThroughUi(page, 'Record module one', { start: '10:00' });
  await expect(form.getByLabel('Step description')).toHaveValue('');
  await addStepThroughUi(page, 'Publish the page', { start: '11:00', duration: '45' });
  await expect(stepsHeading(page)).toHaveText('Step-by-Step Actions (0/3)');
  // A new step shows at once; the database has it once the write is saved.
  await expectAllSaved(page);

  let tasks = await tasksOf(goalId);
  const steps = tasks.filter((t) => t.start_time === null);
  const blocks = tasks.filter((t) => t.start_time !== null);
  expect(steps.map((s) => s.title)).toEqual(['Outline modules', 'Record module one', 'Publish the page']);
  expect(blocks.map((b) => [b.title, b.date, b.start_time, b.end_time, b.status])).toEqual([
    ['Outline modules', today, '09:00:00', '09:30:00', 'upcoming'],
    ['Record module one', today, '10:00:00', '10:30:00', 'upcoming'],
    ['Publish the page', today, '11:00:00', '11:45:00', 'upcoming'],
  ]);
  blocks.forEach((block, i) => expect(block.step_id).toBe(steps[i]!.id));

  const schedule = main.getByRole('region', { name: "Today's Schedule" });
  await expect(schedule.getByRole('listitem')).toHaveText([
    /9:00 AM - 9:30 AM\s*Outline modules/,
    /10:00 AM - 10:30 AM\s*Record module one/,
    /11:00 AM - 11:45 AM\s*Publish the page/,
  ]);

  // A conflicting step shows the toast and saves nothing.
  await addStepThroughUi(page, 'Overlapping work', { start: '09:15' });
  await expectToast(
    page,
    'Time Conflict',
    'This time slot is already taken by another step. Please choose a different time.',
  );
  await expect(form.getByLabel('Step description')).toHaveValue('Overlapping work');
  expect(await tasksOf(goalId)).toHaveLength(6);
  await form.getByLabel('Step description').fill('');

  // Toggling moves progress; blocks follow the step's state; the stored progress follows the steps.
  await main.getByRole('button', { name: 'Mark "Outline modules" as complete' }).click();
  await expectToast(page, 'Step Updated', 'Step completed! 🎉');
  await expect(stepsHeading(page)).toHaveText('Step-by-Step Actions (1/3)');
  await expect(main.getByRole('progressbar', { name: 'Goal progress' })).toHaveAttribute('aria-valuenow', '33');
  await expect.poll(async () => (await goalsOf(user.userId))[0]!.progress).toBe(33);
  tasks = await tasksOf(goalId);
  expect(tasks.find((t) => t.step_id === steps[0]!.id)!.status).toBe('completed');

  await main.getByRole('button', { name: 'Mark "Outline modules" as incomplete' }).click();
  await expectToast(page, 'Step Updated', 'Step marked as incomplete');
  await expect(stepsHeading(page)).toHaveText('Step-by-Step Actions (0/3)');
  await expect.poll(async () => (await goalsOf(user.userId))[0]!.progress).toBe(0);
  tasks = await tasksOf(goalId);
  expect(tasks.find((t) => t.step_id === steps[0]!.id)!.status).toBe('upcoming');

  await main.getByRole('button', { name: 'Mark "Outline modules" as complete' }).click();
  await expect(stepsHeading(page)).toHaveText('Step-by-Step Actions (1/3)');

  // Why text saves.
  const why = main.getByRole('textbox', { name: 'Why This Matters' });
  await why.fill('Teaching is how I learn best.');
  await main.getByRole('button', { name: 'Save Why' }).click();
  await expectToast(page, 'Why saved', 'Your motivation has been updated successfully.');
  await expect.poll(async () => (await goalsOf(user.userId))[0]!.why_description).toBe('Teaching is how I learn best.');

  // Edit goal.
  await main.getByRole('button', { name: 'Edit goal' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Your ONE Thing' });
  await expect(edit.getByLabel('Goal title')).toHaveValue('Launch the course');
  await expect(edit.getByLabel('Why is this important?')).toHaveValue('Teaching is how I learn best.');
  await edit.getByLabel('Goal title').fill('Launch the online course');
  await edit.getByLabel('Description').fill('Ten modules, one landing page');
  await edit.getByRole('combobox', { name: 'Priority' }).click();
  await page.getByRole('option', { name: 'High' }).click();
  await edit.getByRole('button', { name: 'Update Goal' }).click();
  await expectToast(page, 'Goal Updated');
  await expect(main.getByRole('heading', { level: 2, name: 'Launch the online course' })).toBeVisible();
  await expect(main.getByText('High Priority')).toBeVisible();
  goal = (await goalsOf(user.userId))[0];
  expect(goal).toMatchObject({
    title: 'Launch the online course',
    description: 'Ten modules, one landing page',
    priority: 'High',
  });

  // Delete a step after its confirmation (its toast then offers Undo): the step and its block are gone.
  await main.getByRole('button', { name: 'Delete step "Publish the page"' }).click();
  const confirmDelete = page.getByRole('alertdialog', { name: 'Delete Step?' });
  await expect(confirmDelete).toContainText('This will also delete all related time blocks.');
  await confirmDelete.getByRole('button', { name: 'Delete' }).click();
  await expectToast(page, 'Step Deleted');
  await expect(confirmDelete).toBeHidden();
  await expect(stepsHeading(page)).toHaveText('Step-by-Step Actions (1/2)');
  tasks = await tasksOf(goalId);
  expect(tasks.map((t) => t.title).sort()).toEqual([
    'Outline modules',
    'Outline modules',
    'Record module one',
    'Record module one',
  ]);
  await expect.poll(async () => (await goalsOf(user.userId))[0]!.progress).toBe(50);

  // The last step completes the goal; it moves to Today's Completed Goals.
  await main.getByRole('button', { name: 'Mark "Record module one" as complete' }).click();
  await expectToast(page, 'Congratulations! 🎉', 'Goal "Launch the online course" completed! All tasks finished.');
  await expect(main.getByRole('heading', { name: 'No Active ONE Thing Goal' })).toBeVisible();
  const completed = main.getByRole('region', { name: "Today's Completed Goals" });
  await expect(completed).toContainText('Launch the online course');
  goal = (await goalsOf(user.userId))[0];
  expect(goal).toMatchObject({ is_active: false, progress: 100 });
  expect(goal!.completed_at).not.toBeNull();
  await expect(main.getByRole('button', { name: 'New Goal' })).toBeEnabled();
});
