// Playbook <-> goal copying through the real local backend: what the database functions store equals what
// the domain rules (shown on the page before asking) say they will store.
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ACTIVE_GOAL_EXISTS_MESSAGE,
  completeGoal,
  completePlaybookRun,
  createGoal,
  createGoalFromPlaybook,
  createPlaybook,
  createStep,
  isTimeConflictError,
  listGoals,
  listPlaybooks,
  listSteps,
  listTimeBlocks,
  saveGoalAsPlaybook,
  setStepCompleted,
  setSupabaseClient,
  updatePlaybook,
  type Task,
} from '@onething/shared-data';
import { type TestAccount, signInAsApp } from '@onething/shared-data/testing';
import { goalRowsFromPlaybook, newPlaybookRowIds } from '../domain/goal-from-playbook';
import { planGoalFromPlaybook, playbookFromGoal } from '../domain/playbooks';

let me: TestAccount;
const DAY = '2030-06-03';

afterAll(() => setSupabaseClient(null));

beforeEach(async () => {
  me = await signInAsApp();
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  return () => vi.restoreAllMocks();
});

describe('goal -> playbook', () => {
  it('save_goal_as_playbook stores what playbookFromGoal derives from the same goal', async () => {
    const goal = await createGoal({ title: 'Ship v2', description: 'Big release' });
    const design = await createStep({
      goalId: goal.id,
      title: 'Design',
      startTime: '10:00',
      durationMinutes: 60,
      date: DAY,
    });
    await createStep({ goalId: goal.id, title: 'Build', startTime: '08:00', durationMinutes: 90, date: DAY });
    await setStepCompleted(design.id, true);

    const saved = await saveGoalAsPlaybook(goal.id);
    const tasks = [...(await listSteps(goal.id)), ...(await listTimeBlocks(goal.id))];
    expect(saved).toMatchObject({ title: 'Ship v2', description: 'Big release', user_id: me.userId });
    expect({ tasks: saved.tasks, time_blocks: saved.time_blocks }).toEqual(playbookFromGoal(tasks));
    expect(saved.tasks.map((t) => [t.title, t.completed])).toEqual([
      ['Design', false],
      ['Build', false],
    ]);
    expect((await listPlaybooks(me.userId)).map((p) => p.id)).toEqual([saved.id]);
  });
});

describe('playbook -> goal', () => {
  it('create_goal_from_playbook stores the steps and the placed blocks planGoalFromPlaybook shows', async () => {
    const playbook = await createPlaybook(me.userId, {
      title: 'Launch day',
      tasks: [
        { id: 'a', title: 'Write', completed: false, estimated_duration: 60, description: 'No email', sort_order: 0 },
        { id: 'b', title: 'Review', completed: false, sort_order: 1 },
      ],
      time_blocks: [
        {
          id: 'x',
          title: 'Write',
          start_time: '09:00',
          end_time: '10:00',
          status: 'upcoming',
          instructions: null,
          completion_criteria: null,
          step_number: 1,
          date: null,
        },
        {
          id: 'y',
          title: 'Review',
          start_time: '09:30',
          end_time: '10:00',
          status: 'upcoming',
          instructions: 'Fresh eyes',
          completion_criteria: 'Approved',
          step_number: 2,
          date: null,
        },
      ],
    });
    const plan = planGoalFromPlaybook(playbook, DAY);
    if (!plan.ok) throw new Error('expected the plan to fit');
    expect(plan.moved).toBe(1);

    const ids = newPlaybookRowIds(playbook);
    const goal = await createGoalFromPlaybook(playbook.id, DAY, undefined, ids);
    expect(goal).toMatchObject({
      title: 'Launch day',
      source_type: 'playbook',
      source_playbook_id: playbook.id,
      is_active: true,
      priority: 'Medium',
    });
    const steps = await listSteps(goal.id);
    const blocks = await listTimeBlocks(goal.id);
    expect(
      steps.map((s) => ({
        title: s.title,
        sort_order: s.sort_order,
        step_number: s.step_number,
        duration_minutes: s.duration_minutes,
        instructions: s.instructions,
      })),
    ).toEqual(plan.steps);
    expect(
      blocks.map((b) => ({
        title: b.title,
        date: b.date,
        start_time: b.start_time,
        end_time: b.end_time,
        duration_minutes: b.duration_minutes,
        step_number: b.step_number,
        instructions: b.instructions,
        completion_criteria: b.completion_criteria,
      })),
    ).toEqual(plan.blocks.map(({ position: _position, ...block }) => block));
    expect(blocks.map((b) => b.step_id)).toEqual(steps.map((s) => s.id));

    // The rows the page shows before the answer are the rows the database made, ids included.
    const shown = goalRowsFromPlaybook(playbook, goal.id, DAY, ids, 'now');
    const withoutStamps = ({ created_at: _c, updated_at: _u, ...task }: Task) => task;
    expect(steps.map(withoutStamps)).toEqual(shown.steps.map(withoutStamps));
    expect(blocks.map(withoutStamps)).toEqual(shown.blocks.map(withoutStamps));
    expect(blocks.map((b) => b.id)).toEqual([ids.blockIds[0], ids.blockIds[1]]);
  });

  it('makes the ids of steps and blocks the client did not name (a playbook edited meanwhile)', async () => {
    const playbook = await createPlaybook(me.userId, {
      title: 'Grown elsewhere',
      tasks: [
        { id: 'a', title: 'One', completed: false, sort_order: 0 },
        { id: 'b', title: 'Two', completed: false, sort_order: 1 },
      ],
      time_blocks: [],
    });
    const named = '7c1f6c9e-58f3-4f4c-9f52-3a4f0a1d2b11';
    const goal = await createGoalFromPlaybook(playbook.id, DAY, undefined, { stepIds: [named], blockIds: [] });
    const steps = await listSteps(goal.id);
    expect(steps.map((s) => s.title)).toEqual(['One', 'Two']);
    expect(steps[0]?.id).toBe(named);
    expect(steps[1]?.id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('is refused with the spec message while an active goal is open; a time conflict saves nothing', async () => {
    const playbook = await createPlaybook(me.userId, {
      title: 'Late night',
      tasks: [{ id: 'a', title: 'A', completed: false, sort_order: 0 }],
      time_blocks: [
        {
          id: 'x',
          title: 'A',
          start_time: '23:00',
          end_time: '23:50',
          status: 'upcoming',
          instructions: null,
          completion_criteria: null,
          step_number: 1,
          date: null,
        },
        {
          id: 'y',
          title: 'B',
          start_time: '23:10',
          end_time: '23:20',
          status: 'upcoming',
          instructions: null,
          completion_criteria: null,
          step_number: 1,
          date: null,
        },
      ],
    });
    expect(planGoalFromPlaybook(playbook, DAY)).toMatchObject({ ok: false, reason: 'time-conflict' });
    const conflict = await createGoalFromPlaybook(playbook.id, DAY).catch((error: unknown) => error);
    expect(isTimeConflictError(conflict)).toBe(true);
    expect(await listGoals(me.userId)).toEqual([]);

    const open = await createGoal({ title: 'Open' });
    await expect(createGoalFromPlaybook(playbook.id, DAY)).rejects.toThrow(ACTIVE_GOAL_EXISTS_MESSAGE);
    await completeGoal(open.id);
  });

  it('complete_playbook_run records an inactive completed goal', async () => {
    const playbook = await createPlaybook(me.userId, { title: 'Sprint' });
    const goal = await completePlaybookRun(playbook.id);
    expect(goal).toMatchObject({
      title: 'Sprint',
      description: 'Completed playbook goal',
      priority: 'Medium',
      is_active: false,
      progress: 100,
    });
  });
});

describe('playbooks', () => {
  it("refuses to list playbooks without a user ('User not authenticated'); updates only the provided fields", async () => {
    await expect(listPlaybooks(undefined)).rejects.toThrow('User not authenticated');
    const playbook = await createPlaybook(me.userId, { title: 'Plan', description: 'Keep me' });
    expect(await updatePlaybook(playbook.id, { title: 'New title' })).toMatchObject({
      title: 'New title',
      description: 'Keep me',
    });
  });
});
