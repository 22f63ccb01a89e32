// The rows a page shows before the server answers (new-rows.ts) against the real local backend: the same
// columns and values as the rows create_goal and create_step then hold, ids included, so that writes queued
// behind a create land on the rows the user saw.
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { setSupabaseClient } from '../../supabase';
import { type TestAccount, signInAsApp } from '../../testing';
import type { Task } from '../../types/database';
import { createGoal } from './create-goal';
import { createStep } from './create-step';
import { getActiveGoal } from './get-active-goal';
import { listSteps } from './get-steps';
import { listTimeBlocks } from './get-time-blocks';
import { newGoalRow, newStepRows } from '../rules/new-rows';

let me: TestAccount;
afterAll(() => setSupabaseClient(null));
beforeEach(async () => {
  me = await signInAsApp();
});

const withoutStamps = <T extends { created_at: string; updated_at: string }>({
  created_at: _c,
  updated_at: _u,
  ...row
}: T) => row;

describe('rows shown before the answer', () => {
  it('a new goal is the row create_goal makes', async () => {
    const fields = {
      id: crypto.randomUUID(),
      title: '  Write the book ',
      description: 'Ten chapters',
      priority: 'High' as const,
      deadline: '2030-01-31',
      why_description: null,
    };
    await createGoal(fields);
    const saved = await getActiveGoal(me.userId);
    expect(withoutStamps(saved!)).toEqual(withoutStamps(newGoalRow(fields, me.userId, 'now')));
  });

  it("a new step and its block are the rows create_step makes, numbered after the goal's steps", async () => {
    const goal = await createGoal({ id: crypto.randomUUID(), title: 'Ship it' });
    const first = { id: crypto.randomUUID(), blockId: crypto.randomUUID(), goalId: goal.id, date: '2030-06-03' };
    await createStep({ ...first, title: 'Plan', startTime: '09:00', durationMinutes: 30 });
    const before = await listSteps(goal.id);
    const input = { ...first, id: crypto.randomUUID(), blockId: crypto.randomUUID() };
    const next = { ...input, title: ' Build ', startTime: '23:30', durationMinutes: 45 };
    const shown = newStepRows(next, before, 'now');
    await createStep(next);
    const steps = await listSteps(goal.id);
    const blocks = await listTimeBlocks(goal.id);
    const byId = (rows: Task[], id: string) => withoutStamps(rows.find((r) => r.id === id)!);
    expect(byId(steps, input.id)).toEqual(withoutStamps(shown.step));
    // The block ends at the day's last minute (23:59), as the database clamps it.
    expect(byId(blocks, input.blockId)).toEqual(withoutStamps(shown.block));
    expect(shown.block.end_time).toBe('23:59:00');
  });
});
