import { afterEach, describe, expect, it, vi } from 'vitest';
import { setSupabaseClient, type TypedSupabaseClient } from '../supabase';
import { playbookWrites } from './writes';

// The playbook writes that create a row send the id made when the user acted, so the request sent again (a
// replay of the queue) answers with the same row instead of making another.

function fakeBackend() {
  const calls: Array<{ fn: string; args: Record<string, unknown> }> = [];
  const rpc = vi.fn(async (fn: string, args: Record<string, unknown>) => {
    calls.push({ fn, args });
    return { data: { id: args['p_id'] }, error: null, status: 200 };
  });
  setSupabaseClient({ rpc } as unknown as TypedSupabaseClient);
  return calls;
}

afterEach(() => setSupabaseClient(null));

describe('playbook writes sent twice', () => {
  it('send the same client id each time', async () => {
    const calls = fakeBackend();
    const rows = { stepIds: ['step-1', 'step-2'], blockIds: ['block-1'] };
    const goal = { playbookId: 'pb-1', date: '2026-03-10', id: 'goal-id', rows };
    const saved = { goalId: 'goal-1', id: 'playbook-id' };
    const run = { playbookId: 'pb-1', id: 'run-id' };
    for (let i = 0; i < 2; i++) {
      await playbookWrites.createGoal.run(goal);
      await playbookWrites.saveGoal.run(saved);
      await playbookWrites.completeRun.run(run);
    }
    const sent = (fn: string) => calls.filter((c) => c.fn === fn).map((c) => c.args);
    expect(sent('create_goal_from_playbook')).toEqual(
      Array(2).fill({
        p_playbook_id: 'pb-1',
        p_date: '2026-03-10',
        p_id: 'goal-id',
        p_step_ids: ['step-1', 'step-2'],
        p_block_ids: ['block-1'],
      }),
    );
    expect(sent('save_goal_as_playbook')).toEqual(Array(2).fill({ p_goal_id: 'goal-1', p_id: 'playbook-id' }));
    expect(sent('complete_playbook_run')).toEqual(Array(2).fill({ p_playbook_id: 'pb-1', p_id: 'run-id' }));
  });
});
