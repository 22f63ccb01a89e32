// Playbook writes against the real local backend, sent twice as a lost answer or a replayed offline write
// sends them: the client's id makes the second one answer with what the first made.
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { completeGoal } from '../../goals-and-steps/api/complete-goal';
import { createGoal } from '../../goals-and-steps/api/create-goal';
import { createStep } from '../../goals-and-steps/api/create-step';
import { setSupabaseClient, type TypedSupabaseClient } from '../../supabase';
import { type TestAccount, serviceClient, signInAsApp } from '../../testing';
import { completePlaybookRun } from './complete-playbook-run';
import { createGoalFromPlaybook } from './create-goal-from-playbook';
import { type PlaybookInput, createPlaybook } from './create-playbook';
import { saveGoalAsPlaybook } from './save-goal-as-playbook';

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

const countOwn = async (table: 'playbooks' | 'one_thing_goals') =>
  (await service.from(table).select('id').eq('user_id', me.userId)).data?.length;

describe('playbook writes sent twice', () => {
  it('createPlaybook with the client id answers with the same playbook and makes one', async () => {
    const input: PlaybookInput = { id: crypto.randomUUID(), title: 'Launch', description: 'Ship it' };
    const first = await createPlaybook(me.userId, input);
    expect(first).toMatchObject({ id: input.id, title: 'Launch' });
    expect(await createPlaybook(me.userId, input)).toEqual(first);
    expect(await countOwn('playbooks')).toBe(1);
  });

  it('saveGoalAsPlaybook, createGoalFromPlaybook and completePlaybookRun with the client ids', async () => {
    const goal = await createGoal({ title: 'Write' });
    await createStep({ goalId: goal.id, title: 'Draft', startTime: '09:00', durationMinutes: 30, date: '2031-03-03' });
    const playbookId = crypto.randomUUID();
    const saved = await saveGoalAsPlaybook(goal.id, playbookId);
    expect(saved).toMatchObject({ id: playbookId, title: 'Write' });
    expect(await saveGoalAsPlaybook(goal.id, playbookId)).toEqual(saved);
    expect(await countOwn('playbooks')).toBe(1);

    const runId = crypto.randomUUID();
    const run = await completePlaybookRun(playbookId, runId);
    expect(run).toMatchObject({ id: runId, is_active: false, progress: 100 });
    expect(await completePlaybookRun(playbookId, runId)).toEqual(run);
    expect(await countOwn('one_thing_goals')).toBe(2);

    // A new ONE Thing once the first is done.
    await completeGoal(goal.id);
    const nextId = crypto.randomUUID();
    const next = await createGoalFromPlaybook(playbookId, '2031-03-04', nextId);
    expect(next).toMatchObject({ id: nextId, is_active: true, source_playbook_id: playbookId });
    expect(await createGoalFromPlaybook(playbookId, '2031-03-04', nextId)).toEqual(next);
    expect(await countOwn('one_thing_goals')).toBe(3);
  });
});
