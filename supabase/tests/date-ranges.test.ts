// Dates in a sane range (1970-01-01 to 2100-12-31) wherever a client gives one: every date-like column it may
// write has a range check, every function it may call with a date refuses one out of range, and the app's
// requests with 'infinity', '-infinity' or a date BC are answered 400 while the boundary days are accepted.
import { beforeAll, describe, expect, it } from 'vitest';
import {
  type TestUser,
  countRows,
  createUser,
  expectOk,
  expectPgError,
  insertId,
  setupTestServer,
  randomEmail,
  valid,
} from './fixtures.ts';

const EARLIEST = '1970-01-01';
const LATEST = '2100-12-31';
const OUT_OF_RANGE = ['infinity', '-infinity', '0001-01-01 BC', '1969-12-31', '2101-01-01'];
/** The SQLSTATEs the two halves of the rule raise: a column's check constraint, a parameter's check. */
const CHECK_VIOLATION = '23514';
const DATE_OUT_OF_RANGE = '22008';

const server = setupTestServer({ shared: true });

/** The user's calendar day, as the database sees it. */
async function todayOf(userId: string): Promise<string> {
  const { rows } = await server.db.query<{ day: string }>('select public.user_today($1)::text as day', [userId]);
  return rows[0]?.day ?? '';
}

describe('the catalog', () => {
  it('every date-like column a signed-in client may write has a range check named <table>_<column>_in_range', async () => {
    const { rows } = await server.db.query<{ column_name: string; checks: string[] }>(
      `select c.relname || '.' || a.attname as column_name,
              coalesce(array_agg(k.conname || ': ' || pg_get_constraintdef(k.oid) order by k.conname)
                filter (where k.oid is not null), '{}') as checks
       from pg_attribute a
       join pg_class c on c.oid = a.attrelid
       join pg_namespace n on n.oid = c.relnamespace
       left join pg_constraint k on k.conrelid = c.oid and k.contype = 'c' and k.conkey = array[a.attnum]
       where n.nspname = 'public' and c.relkind in ('r', 'p') and a.attnum > 0 and not a.attisdropped
         and a.atttypid in ('date'::regtype, 'timestamp'::regtype, 'timestamptz'::regtype)
         and (has_column_privilege('authenticated', c.oid, a.attnum, 'INSERT')
              or has_column_privilege('authenticated', c.oid, a.attnum, 'UPDATE'))
       group by 1
       order by 1`,
    );
    // The columns the app writes are among them (the query finds what it should).
    expect(rows.map((row) => row.column_name)).toEqual(
      expect.arrayContaining([
        'habit_completions.completion_date',
        'one_thing_goals.deadline',
        'one_thing_tasks.date',
        'reflections.period_start',
      ]),
    );
    const missing = rows.filter(({ column_name: name, checks }) => {
      const [table, column] = name.split('.');
      return !checks.includes(`${table}_${column}_in_range: CHECK (date_in_range(${column}))`);
    });
    expect(missing, 'columns without a <table>_<column>_in_range check').toEqual([]);
  });

  it('every function a signed-in client may call with a date refuses one out of range, or only computes from it', async () => {
    const { rows } = await server.db.query<{ signature: string }>(
      `select p.oid::regprocedure::text as signature
       from pg_proc p join pg_namespace n on n.oid = p.pronamespace
       where n.nspname = 'public' and has_function_privilege('authenticated', p.oid, 'EXECUTE')
         and exists (
           select 1 from unnest(p.proargtypes::oid[]) t
           where t in ('date'::regtype, 'timestamp'::regtype, 'timestamptz'::regtype))
       order by 1`,
    );
    // Each is called with a date out of range in the tests below.
    const refusing = [
      'assert_date_in_range(date)',
      'assert_reflection_period(text,date)',
      'blocked_sites(date,date)',
      'create_goal(text,text,text,date,text,uuid,uuid)',
      'create_goal_from_playbook(uuid,date,uuid,uuid[],uuid[])',
      'create_step(uuid,text,time without time zone,integer,date,uuid,uuid)',
      'finish_deep_work_session(uuid,integer,boolean,uuid,timestamp with time zone)',
      'move_unfinished_steps_to_day(uuid,date)',
      'pause_habits(uuid[],date,date)',
      'record_shield_down(uuid,timestamp with time zone)',
      'reflection_facts(text,date)',
      'resume_habits(uuid[],date)',
      'save_reflection(text,date,jsonb,integer,integer,text)',
      'set_habit_completion(uuid,date,boolean)',
      'set_habit_skip(uuid,date,boolean,text)',
      'update_step(uuid,text,uuid,time without time zone,integer,date)',
    ];
    // They compute a value from their arguments (and the caller's own rows), store nothing, and are what the
    // checks themselves are made of.
    const computing = [
      'date_in_range(date)',
      'date_in_range(timestamp with time zone)',
      'habit_current_streak(habits,date)',
      'habit_runs(habits,date)',
      'habit_walk(habits,date)',
      'habit_scheduled_on(text[],integer,date)',
      'reflection_period_end(text,date)',
      'reflection_period_start(text,date)',
      'weekday_name(date)',
    ];
    expect(rows.map((row) => row.signature).sort()).toEqual([...refusing, ...computing].sort());
  });

  it('date_in_range holds the bounds: a day from 1970-01-01 to 2100-12-31, a moment by its UTC day', async () => {
    const { rows } = await server.db.query<Record<string, boolean | null>>(
      `select public.date_in_range(date '1970-01-01') as earliest,
              public.date_in_range(date '2100-12-31') as latest,
              public.date_in_range(date '1969-12-31') as before,
              public.date_in_range(date '2101-01-01') as after,
              public.date_in_range(date 'infinity') as infinity,
              public.date_in_range(date '-infinity') as minus_infinity,
              public.date_in_range(date '0001-01-01 BC') as bc,
              public.date_in_range(null::date) as none,
              public.date_in_range(timestamptz '1970-01-01T00:00:00Z') as first_moment,
              public.date_in_range(timestamptz '2100-12-31T23:59:59.999Z') as last_moment,
              public.date_in_range(timestamptz '1969-12-31T23:59:59Z') as moment_before,
              public.date_in_range(timestamptz '2101-01-01T00:00:00Z') as moment_after,
              public.date_in_range(timestamptz 'infinity') as moment_infinity`,
    );
    expect(rows[0]).toEqual({
      earliest: true,
      latest: true,
      before: false,
      after: false,
      infinity: false,
      minus_infinity: false,
      bc: false,
      none: null,
      first_moment: true,
      last_moment: true,
      moment_before: false,
      moment_after: false,
      moment_infinity: false,
    });
  });
});

describe('through the API', () => {
  let user: TestUser;
  beforeAll(async () => {
    user = await createUser(server, randomEmail('date-ranges'));
  });

  async function activeGoal(): Promise<string> {
    // The user's only goal stays active (and open) for every step test.
    const { rows } = await server.db.query<{ id: string }>(
      'select id from public.one_thing_goals where user_id = $1 and is_active',
      [user.userId],
    );
    if (rows[0]) return rows[0].id;
    const created = await user.client.rpc('create_goal', { p_title: 'Dated goal' });
    expectOk(created);
    return (created.data as { id: string }).id;
  }

  it('save_reflection refuses -infinity and a date BC (also when it would only delete), accepts a normal day and 1970-01-01', async () => {
    for (const day of ['-infinity', '0001-01-01 BC', '1969-12-31']) {
      for (const answers of [{ did: 'Wrote' }, {}]) {
        expectPgError(
          await user.client.rpc('save_reflection', { p_kind: 'daily', p_period_start: day, p_answers: answers }),
          DATE_OUT_OF_RANGE,
          400,
        );
      }
      expectPgError(
        await user.client.rpc('reflection_facts', { p_kind: 'daily', p_period_start: day }),
        DATE_OUT_OF_RANGE,
        400,
      );
      expectPgError(
        await user.client.rpc('blocked_sites', { p_first_day: day, p_last_day: EARLIEST }),
        DATE_OUT_OF_RANGE,
        400,
      );
    }
    const answers = { daily: { did: 'Wrote' }, weekly: { wins: 'Wrote' }, monthly: { wins: 'Wrote' } } as const;
    const accepted = [
      ['daily', EARLIEST],
      ['monthly', EARLIEST],
      ['weekly', '1970-01-04'],
      ['daily', await todayOf(user.userId)],
    ] as const;
    for (const [kind, day] of accepted) {
      const saved = await user.client.rpc('save_reflection', {
        p_kind: kind,
        p_period_start: day,
        p_answers: answers[kind],
      });
      expectOk(saved);
      expect(saved.data).toMatchObject({ kind, period_start: day });
    }
    // The first Sunday week before 1970 starts on 1969-12-28.
    expectPgError(
      await user.client.rpc('save_reflection', {
        p_kind: 'weekly',
        p_period_start: '1969-12-28',
        p_answers: { wins: 'x' },
      }),
      DATE_OUT_OF_RANGE,
      400,
    );
  });

  it('a reflection written with a plain insert or upsert is checked the same way', async () => {
    for (const day of OUT_OF_RANGE.filter((d) => d !== '2101-01-01')) {
      expectPgError(
        await user.client
          .from('reflections')
          .insert({ user_id: user.userId, kind: 'daily', period_start: day, answers: { did: 'x' } }),
        CHECK_VIOLATION,
        400,
      );
    }
    const stamped = await user.client.from('reflections').upsert(
      {
        user_id: user.userId,
        kind: 'daily',
        period_start: '2024-05-01',
        answers: { did: 'x' },
        created_at: '-infinity',
      },
      { onConflict: 'user_id,kind,period_start' },
    );
    expectPgError(stamped, CHECK_VIOLATION, 400);
  });

  it('create_step refuses infinity and days beyond either end, accepts a normal day and both boundary days', async () => {
    const goalId = await activeGoal();
    const step = (date: string, start: string) =>
      user.client.rpc('create_step', {
        p_goal_id: goalId,
        p_title: `Step on ${date}`,
        p_start_time: start,
        p_duration_minutes: 30,
        p_date: date,
      });
    for (const day of OUT_OF_RANGE) expectPgError(await step(day, '09:00'), CHECK_VIOLATION, 400);
    expect(await countRows(server, 'one_thing_tasks', { goal_id: goalId })).toBe(0);
    for (const [day, start] of [
      [await todayOf(user.userId), '10:00'],
      [EARLIEST, '11:00'],
      [LATEST, '12:00'],
    ] as const) {
      expectOk(await step(day, start));
    }
    expect(await countRows(server, 'one_thing_tasks', { goal_id: goalId, date: LATEST })).toBe(1);

    // A block moved or written with plain requests is checked too.
    const block = await user.client
      .from('one_thing_tasks')
      .select('id')
      .eq('goal_id', goalId)
      .eq('date', LATEST)
      .single();
    expectOk(block);
    const blockId = (block.data as { id: string }).id;
    expectPgError(
      await user.client.from('one_thing_tasks').update({ date: 'infinity' }).eq('id', blockId),
      CHECK_VIOLATION,
      400,
    );
    expectPgError(
      await user.client
        .from('one_thing_tasks')
        .insert({ goal_id: goalId, title: 'Far', date: '-infinity', start_time: '13:00', end_time: '13:30' }),
      CHECK_VIOLATION,
      400,
    );
  });

  it('a goal deadline out of range is refused by create_goal and by an update; the boundary days are accepted', async () => {
    const goalId = await activeGoal();
    for (const day of OUT_OF_RANGE) {
      expectPgError(
        await user.client.from('one_thing_goals').update({ deadline: day }).eq('id', goalId),
        CHECK_VIOLATION,
        400,
      );
    }
    for (const day of [EARLIEST, LATEST]) {
      expectOk(await user.client.from('one_thing_goals').update({ deadline: day }).eq('id', goalId));
    }
    // A second user without a goal: create_goal stores the deadline it is given.
    const other = await createUser(server, randomEmail('date-ranges-goal'));
    expectPgError(
      await other.client.rpc('create_goal', { p_title: 'Forever', p_deadline: 'infinity' }),
      CHECK_VIOLATION,
      400,
    );
    expect(await countRows(server, 'one_thing_goals', { user_id: other.userId })).toBe(0);
    expectOk(await other.client.rpc('create_goal', { p_title: 'By the end of the century', p_deadline: LATEST }));
  });

  it('set_habit_completion refuses a day out of range whether it completes or removes it', async () => {
    const habitId = await insertId(server, 'habits', valid.habit(user.userId));
    for (const day of ['-infinity', 'infinity', '0001-01-01 BC']) {
      for (const completed of [true, false]) {
        expectPgError(
          await user.client.rpc('set_habit_completion', { p_habit_id: habitId, p_date: day, p_completed: completed }),
          DATE_OUT_OF_RANGE,
          400,
        );
      }
      expectPgError(
        await user.client
          .from('habit_completions')
          .insert({ habit_id: habitId, user_id: user.userId, completion_date: day }),
        CHECK_VIOLATION,
        400,
      );
    }
    expectOk(
      await user.client.rpc('set_habit_completion', {
        p_habit_id: habitId,
        p_date: await todayOf(user.userId),
        p_completed: true,
      }),
    );
  });

  it('set_habit_skip, pause_habits and resume_habits refuse a day out of range', async () => {
    const habitId = await insertId(server, 'habits', valid.habit(user.userId));
    const today = await todayOf(user.userId);
    for (const day of ['-infinity', 'infinity', '0001-01-01 BC']) {
      for (const skipped of [true, false]) {
        expectPgError(
          await user.client.rpc('set_habit_skip', { p_habit_id: habitId, p_date: day, p_skipped: skipped }),
          DATE_OUT_OF_RANGE,
          400,
        );
      }
      expectPgError(
        await user.client.rpc('pause_habits', { p_habit_ids: [habitId], p_first_day: today, p_last_day: day }),
        DATE_OUT_OF_RANGE,
        400,
      );
      expectPgError(
        await user.client.rpc('pause_habits', { p_habit_ids: [habitId], p_first_day: day, p_last_day: today }),
        DATE_OUT_OF_RANGE,
        400,
      );
      expectPgError(await user.client.rpc('resume_habits', { p_habit_ids: null, p_day: day }), DATE_OUT_OF_RANGE, 400);
    }
  });

  it('create_goal_from_playbook refuses a day out of range even when the playbook has no time blocks', async () => {
    const other = await createUser(server, randomEmail('date-ranges-playbook'));
    const playbookId = await insertId(
      server,
      'playbooks',
      valid.playbook(other.userId, { tasks: [{ title: 'Outline' }] }),
    );
    expectPgError(
      await other.client.rpc('create_goal_from_playbook', { p_playbook_id: playbookId, p_date: 'infinity' }),
      DATE_OUT_OF_RANGE,
      400,
    );
    expect(await countRows(server, 'one_thing_goals', { user_id: other.userId })).toBe(0);
    expectOk(await other.client.rpc('create_goal_from_playbook', { p_playbook_id: playbookId, p_date: LATEST }));
  });

  it('update_step and move_unfinished_steps_to_day refuse a day out of range; the boundary days are accepted', async () => {
    const other = await createUser(server, randomEmail('date-ranges-days'));
    const goal = await other.client.rpc('create_goal', { p_title: 'Any day' });
    expectOk(goal);
    const goalId = (goal.data as { id: string }).id;
    const step = await other.client.rpc('create_step', {
      p_goal_id: goalId,
      p_title: 'Movable',
      p_start_time: '09:00',
      p_duration_minutes: 30,
      p_date: '2030-01-01',
    });
    expectOk(step);
    const stepId = (step.data as { id: string }).id;
    const block = await other.client.from('one_thing_tasks').select('id').eq('step_id', stepId).single();
    expectOk(block);
    const move = (day: string) =>
      other.client.rpc('update_step', {
        p_step_id: stepId,
        p_title: 'Movable',
        p_block_id: (block.data as { id: string }).id,
        p_start_time: '09:00',
        p_duration_minutes: 30,
        p_date: day,
      });
    for (const day of OUT_OF_RANGE) {
      expectPgError(await move(day), CHECK_VIOLATION, 400);
      expectPgError(
        await other.client.rpc('move_unfinished_steps_to_day', { p_goal_id: goalId, p_day: day }),
        DATE_OUT_OF_RANGE,
        400,
      );
    }
    for (const day of [EARLIEST, LATEST]) expectOk(await move(day));
    expectOk(await other.client.rpc('move_unfinished_steps_to_day', { p_goal_id: goalId, p_day: LATEST }));
  });

  it("a playbook time block's day is refused out of range, not stored as something else", async () => {
    const block = (date: string) => ({ title: 'Write', start_time: '09:00', end_time: '10:00', date });
    for (const day of ['infinity', '-infinity', '0001-01-01 BC', '2101-01-01']) {
      expectPgError(
        await user.client.from('playbooks').insert({ user_id: user.userId, title: 'Dated', time_blocks: [block(day)] }),
        DATE_OUT_OF_RANGE,
        400,
      );
    }
    const saved = await user.client
      .from('playbooks')
      .insert({ user_id: user.userId, title: 'Dated', time_blocks: [block(LATEST), block(EARLIEST)] })
      .select('time_blocks')
      .single();
    expectOk(saved);
    expect((saved.data as { time_blocks: { date: string }[] }).time_blocks.map((b) => b.date)).toEqual([
      LATEST,
      EARLIEST,
    ]);
  });

  it('the shield log and the settings take no time stamp out of range', async () => {
    expectPgError(
      await user.client
        .from('shield_block_log')
        .insert({ user_id: user.userId, domain: 'youtube.com', blocked_at: 'infinity' }),
      CHECK_VIOLATION,
      400,
    );
    expectPgError(
      await user.client
        .from('user_settings')
        .upsert({ user_id: user.userId, created_at: '-infinity' }, { onConflict: 'user_id' }),
      CHECK_VIOLATION,
      400,
    );
    expectOk(
      await user.client
        .from('shield_block_log')
        .insert({ user_id: user.userId, domain: 'youtube.com', blocked_at: `${LATEST}T23:59:59Z` }),
    );
  });

  it('a deep work session takes no start or end out of range', async () => {
    expectPgError(
      await user.client
        .from('deep_work_sessions')
        .insert({ user_id: user.userId, duration_minutes: 25, created_at: 'infinity' }),
      CHECK_VIOLATION,
      400,
    );
    const started = await user.client
      .from('deep_work_sessions')
      .insert({ user_id: user.userId, duration_minutes: 25 })
      .select('id')
      .single();
    expectOk(started, 201);
    for (const end of ['infinity', '-infinity', '2101-01-01T00:00:00Z']) {
      expectPgError(
        await user.client.rpc('finish_deep_work_session', {
          p_session_id: (started.data as { id: string }).id,
          p_duration_minutes: 1,
          p_ended_at: end,
        }),
        CHECK_VIOLATION,
        400,
      );
    }
    for (const at of ['infinity', '-infinity', '2101-01-01T00:00:00Z', '1969-12-31T00:00:00Z']) {
      expectPgError(
        await user.client.rpc('record_shield_down', { p_session_id: (started.data as { id: string }).id, p_at: at }),
        CHECK_VIOLATION,
        400,
      );
    }
  });
});
