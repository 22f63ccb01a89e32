// supabase/seed.sql: the demo account signs in through the real auth API and sees a lived-in app.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Client, createTestClient, expectOk, setupTestServer } from './fixtures.ts';

const server = setupTestServer({ shared: true });
let demo: Client;
let demoId: string;

/** Today as the database sees it; the seed's dates are relative to its current_date. */
async function dbToday(): Promise<string> {
  const { rows } = await server.db.query<{ today: string }>('select current_date::text as today');
  return rows[0]?.today ?? '';
}

beforeAll(async () => {
  const seed = await readFile(path.join(import.meta.dirname, '..', 'seed.sql'), 'utf8');
  // One DO block: running it twice must change nothing the second time.
  await server.db.query(seed);
  await server.db.query(seed);
  demo = createTestClient(server);
  const signIn = await demo.auth.signInWithPassword({ email: 'demo@onething.local', password: 'demo-password' });
  if (signIn.error) throw signIn.error;
  demoId = signIn.data.user.id;
}, 120_000);

describe('seed.sql demo account', () => {
  it('signs in with the documented password and a confirmed e-mail', async () => {
    const { data, error } = await demo.auth.getUser();
    expect(error).toBeNull();
    expect(data.user?.email).toBe('demo@onething.local');
    expect(data.user?.email_confirmed_at).toBeTruthy();
    const wrong = await createTestClient(server).auth.signInWithPassword({
      email: 'demo@onething.local',
      password: 'nope-nope',
    });
    expect(wrong.error?.message).toBe('Invalid login credentials');
  });

  it('has a finished onboarding profile', async () => {
    const profile = await demo.from('profiles').select('*').eq('user_id', demoId).single();
    expectOk(profile, 200);
    expect(profile.data).toMatchObject({ username: 'demo', full_name: 'Demo User', onboarding_completed: true });
  });

  it('has one active goal with steps and time blocks for today', async () => {
    const goal = await demo.from('one_thing_goals').select('*').eq('user_id', demoId).eq('is_active', true).single();
    expectOk(goal, 200);
    const steps = await demo
      .from('one_thing_tasks')
      .select('*')
      .eq('goal_id', goal.data?.id)
      .is('start_time', null)
      .order('sort_order');
    expect(steps.data?.length).toBeGreaterThanOrEqual(3);
    const done = steps.data?.filter((s) => s.completed).length ?? 0;
    expect(goal.data?.progress).toBe(Math.round((done / (steps.data?.length ?? 1)) * 100));

    const blocks = await demo
      .from('one_thing_tasks')
      .select('*')
      .eq('goal_id', goal.data?.id)
      .not('start_time', 'is', null)
      .order('date')
      .order('start_time');
    const today = await dbToday();
    expect(blocks.data?.length).toBeGreaterThanOrEqual(2);
    expect(blocks.data?.every((b) => b.date === today && b.step_id !== null)).toBe(true);

    const completed = await demo.from('one_thing_goals').select('id').eq('user_id', demoId).eq('is_active', false);
    expect(completed.data?.length).toBeGreaterThanOrEqual(1);
  });

  it('has habits with completions over the last three weeks, with a few misses', async () => {
    const habits = await demo
      .from('habits')
      .select('*')
      .eq('user_id', demoId)
      .order('created_at', { ascending: false });
    expect(habits.data?.length).toBeGreaterThanOrEqual(3);
    const completions = await demo.from('habit_completions').select('*').eq('user_id', demoId);
    const today = new Date(`${await dbToday()}T00:00:00Z`).getTime();
    const ages = (completions.data ?? []).map(
      (c) => (today - new Date(`${c.completion_date}T00:00:00Z`).getTime()) / 86_400_000,
    );
    expect(ages.length).toBeGreaterThanOrEqual(30);
    expect(ages.every((age) => age >= 0 && age <= 21)).toBe(true);
    expect(Math.max(...ages)).toBeGreaterThanOrEqual(20);
    // Realistic: the daily reading habit was missed on some days.
    const reading = habits.data?.find((habit) => habit.name === 'Read 20 pages');
    const readingDays = (completions.data ?? []).filter((c) => c.habit_id === reading?.id).length;
    expect(readingDays).toBeGreaterThan(14);
    expect(readingDays).toBeLessThan(21);
  });

  it('has deep work sessions, a shield log, a playbook, reflections, settings and a group', async () => {
    const counts = await Promise.all(
      ['deep_work_sessions', 'shield_block_log', 'playbooks', 'reflections', 'user_settings'].map(async (table) => {
        const { data, error } = await demo.from(table).select('*').eq('user_id', demoId);
        expect(error).toBeNull();
        return [table, data?.length ?? 0] as const;
      }),
    );
    for (const [table, n] of counts) expect({ table, some: n > 0 }).toEqual({ table, some: true });
    const summaries = await demo.from('groups').select('id').eq('owner_id', demoId).single();
    expectOk(summaries, 200);
    const members = await demo.rpc('group_member_summaries', { gid: summaries.data?.id });
    expectOk(members, 200);
    expect(members.data).toEqual([
      expect.objectContaining({ user_id: demoId, role: 'owner', one_thing_title: 'Launch the ONE Thing OS beta' }),
    ]);
  });

  it('has deep work and reflections from earlier weeks', async () => {
    const sessions = await demo.from('deep_work_sessions').select('completed_at').eq('user_id', demoId);
    const oldest = Math.min(...(sessions.data ?? []).map((row) => new Date(String(row.completed_at)).getTime()));
    expect(sessions.data?.length).toBeGreaterThanOrEqual(12);
    expect(Date.now() - oldest).toBeGreaterThan(14 * 86_400_000);
    const weekly = await demo.from('reflections').select('period_start').eq('user_id', demoId).eq('kind', 'weekly');
    expect(weekly.data?.length).toBeGreaterThanOrEqual(3);
  });

  it('was applied once', async () => {
    const { rows } = await server.db.query<{ n: number }>(
      "select count(*)::int as n from auth.users where email = 'demo@onething.local'",
    );
    expect(rows[0]?.n).toBe(1);
  });
});
