// Goals, steps and time blocks against the real local backend: what the calls send is judged by what the
// database then holds and answers, not by which builder methods were called.
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { localDateKey } from '../../dates/dates';
import { FriendlyError, isTimeConflictError } from '../../errors';
import { setSupabaseClient, type TypedSupabaseClient } from '../../supabase';
import { MAX_ROWS_PER_REQUEST } from '../../supabase/paging';
import { type TestAccount, serviceClient, signInAsApp } from '../../testing';
import { ACTIVE_GOAL_EXISTS_MESSAGE, GOAL_COMPLETED_MESSAGE } from '../rules/goals';
import { completeGoal } from './complete-goal';
import { createGoal } from './create-goal';
import { createStep } from './create-step';
import { deleteGoal } from './delete-goal';
import { deleteStep } from './delete-step';
import { listGoals } from './get-goals';
import { listSteps } from './get-steps';
import { listTimeBlocks } from './get-time-blocks';
import { listTasksForUser } from './get-user-tasks';
import { setStepCompleted } from './set-step-completed';
import { updateGoal } from './update-goal';
import { updateStep } from './update-step';

let me: TestAccount;
let service: TypedSupabaseClient;

beforeAll(async () => {
  service = await serviceClient();
});

afterAll(() => setSupabaseClient(null));

beforeEach(async () => {
  // Each test is a new user, so no test sees another's rows.
  me = await signInAsApp();
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  return () => vi.restoreAllMocks();
});
const today = () => localDateKey();

describe('goals', () => {
  it('create makes the only active goal; a second one is refused with the spec message while the first is open', async () => {
    const first = await createGoal({ title: '  Ship it ', priority: 'High', deadline: '2099-01-01' });
    expect(first).toMatchObject({
      title: 'Ship it',
      priority: 'High',
      deadline: '2099-01-01',
      is_active: true,
      progress: 0,
      source_type: 'manual',
    });

    const refused = createGoal({ title: 'Another' });
    await expect(refused).rejects.toBeInstanceOf(FriendlyError);
    await expect(refused).rejects.toThrow(ACTIVE_GOAL_EXISTS_MESSAGE);
    expect((await listGoals(me.userId)).map((g) => [g.title, g.is_active])).toEqual([['Ship it', true]]);
  });

  it('the last step completes the goal, after which a new goal can be created', async () => {
    const goal = await createGoal({ title: 'One step' });
    const step = await createStep({
      goalId: goal.id,
      title: 'Do it',
      startTime: '09:00',
      durationMinutes: 30,
      date: today(),
    });
    const result = await setStepCompleted(step.id, true);
    expect(result.goal_completed).toBe(true);
    expect(result.goal).toMatchObject({ is_active: false, progress: 100 });
    expect(result.goal.completed_at).not.toBeNull();

    const next = await createGoal({ title: 'Next' });
    const goals = await listGoals(me.userId);
    expect(goals.filter((g) => g.is_active).map((g) => g.id)).toEqual([next.id]);
  });

  it('complete, update and delete', async () => {
    const goal = await createGoal({ title: 'Finish' });
    // Steps are planned before the goal completes (a completed goal takes no new step).
    await createStep({ goalId: goal.id, title: 'Step', startTime: '10:00', durationMinutes: 30, date: today() });
    expect(await completeGoal(goal.id)).toMatchObject({ is_active: false, progress: 100 });
    expect(await updateGoal(goal.id, { why_description: 'Because' })).toMatchObject({ why_description: 'Because' });
    await deleteGoal(goal.id);
    expect(await listGoals(me.userId)).toEqual([]);
    expect((await service.from('one_thing_tasks').select('id').eq('goal_id', goal.id)).data).toEqual([]);
  });
});

describe('steps and time blocks', () => {
  it('steps in sort order, blocks by date then time; a conflict is recognisable and saves nothing', async () => {
    const goal = await createGoal({ title: 'Plan' });
    await createStep({ goalId: goal.id, title: 'Late', startTime: '14:00', durationMinutes: 60, date: today() });
    await createStep({ goalId: goal.id, title: 'Early', startTime: '08:00', durationMinutes: 30, date: today() });
    expect((await listSteps(goal.id)).map((s) => s.title)).toEqual(['Late', 'Early']);
    expect((await listTimeBlocks(goal.id)).map((b) => b.start_time)).toEqual(['08:00:00', '14:00:00']);

    const clash = createStep({
      goalId: goal.id,
      title: 'Clash',
      startTime: '14:30',
      durationMinutes: 15,
      date: today(),
    });
    await expect(clash).rejects.toSatisfy(isTimeConflictError);
    expect(await listSteps(goal.id)).toHaveLength(2);
  });

  it('moving a step onto another block is a conflict; deleting a step removes its block', async () => {
    const goal = await createGoal({ title: 'Moves' });
    const a = await createStep({ goalId: goal.id, title: 'A', startTime: '09:00', durationMinutes: 30, date: today() });
    await createStep({ goalId: goal.id, title: 'B', startTime: '10:00', durationMinutes: 30, date: today() });
    const blockOfA = (await listTimeBlocks(goal.id)).find((b) => b.step_id === a.id);
    const move = (startTime: string) =>
      updateStep({ stepId: a.id, title: 'A', block: { blockId: blockOfA?.id ?? '', startTime, durationMinutes: 30 } });
    await expect(move('09:45')).rejects.toSatisfy(isTimeConflictError);
    await move('11:00');
    expect((await listTimeBlocks(goal.id)).map((b) => [b.title, b.start_time])).toEqual([
      ['B', '10:00:00'],
      ['A', '11:00:00'],
    ]);
    await deleteStep(a.id);
    expect((await listTimeBlocks(goal.id)).map((b) => b.title)).toEqual(['B']);
  });

  it("reads every task of the user through the goal, past the server's row limit, without the embed", async () => {
    const goal = await createGoal({ title: 'Many' });
    const many = Array.from({ length: MAX_ROWS_PER_REQUEST + 5 }, (_, i) => ({
      goal_id: goal.id,
      title: `Step ${i}`,
      sort_order: i,
    }));
    expect((await service.from('one_thing_tasks').insert(many)).error).toBeNull();
    const tasks = await listTasksForUser(me.userId);
    expect(tasks).toHaveLength(MAX_ROWS_PER_REQUEST + 5);
    expect(new Set(tasks.map((t) => t.id)).size).toBe(MAX_ROWS_PER_REQUEST + 5);
    expect(tasks[0]).not.toHaveProperty('one_thing_goals');
  });
});

describe('writes sent twice', () => {
  it('a goal and a step created with the client ids answer with the same rows and make one each', async () => {
    const goalId = crypto.randomUUID();
    const goal = await createGoal({ id: goalId, title: 'Replayed' });
    expect(goal).toMatchObject({ id: goalId, is_active: true });
    // Sent again while the goal is open: the same goal, not the "already have an active goal" refusal.
    expect(await createGoal({ id: goalId, title: 'Replayed' })).toEqual(goal);

    const step = { id: crypto.randomUUID(), blockId: crypto.randomUUID(), goalId, title: 'Draft' };
    const input = { ...step, startTime: '09:00', durationMinutes: 30, date: today() };
    const created = await createStep(input);
    expect(created).toMatchObject({ id: step.id, goal_id: goalId });
    expect(await createStep(input)).toEqual(created);
    expect((await listTimeBlocks(goalId)).map((b) => [b.id, b.step_id])).toEqual([[step.blockId, step.id]]);
    expect(await listSteps(goalId)).toHaveLength(1);

    // Deleting twice: the second answers as the first did while the rows are kept.
    const deleted = await deleteStep(step.id);
    expect(deleted?.step.id).toBe(step.id);
    expect(await deleteStep(step.id)).toEqual(deleted);
    expect(await deleteStep(crypto.randomUUID())).toBeNull();
  });

  it('a step for a goal completed since (another device) is refused with the message the client shows', async () => {
    const goal = await createGoal({ title: 'Done elsewhere' });
    await completeGoal(goal.id);
    const refused = createStep({
      goalId: goal.id,
      title: 'Late',
      startTime: '09:00',
      durationMinutes: 30,
      date: today(),
    });
    await expect(refused).rejects.toThrow(GOAL_COMPLETED_MESSAGE);
    expect(await listSteps(goal.id)).toEqual([]);
  });

  it("another user's goal id is refused, and their goal stays as it was", async () => {
    const goal = await createGoal({ title: 'Theirs' });
    await signInAsApp();
    const refused = createGoal({ id: goal.id, title: 'Mine' });
    await expect(refused).rejects.toBeInstanceOf(FriendlyError);
    await expect(refused).rejects.toMatchObject({ code: '42501' });
    const { data } = await service.from('one_thing_goals').select('title, user_id').eq('id', goal.id);
    expect(data).toEqual([{ title: 'Theirs', user_id: me.userId }]);
  });
});
