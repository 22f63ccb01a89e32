// The bench's clients: supabase-js users in their own thread, so that the clients' own work (building
// requests, parsing answers) does not run on the server's event loop, as in real use where the browser is
// elsewhere. Plain JavaScript: a worker thread does not inherit the main thread's TypeScript loader.
//
// Messages in: { id, type: 'seed', count, server? } | { id, type: 'run', scenario, users, seconds, server? }
// (`server`: { url, anonKey } of another server than workerData's, to compare two builds in one process)
// Messages out: { id, ok: true, result } | { id, ok: false, error }
import { parentPort, workerData } from 'node:worker_threads';
import { createClient } from '@supabase/supabase-js';
import WebSocket from 'ws';

/** @type {{ url: string, anonKey: string }} */
const { url, anonKey } = workerData;
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

const newClient = (server) =>
  createClient(server?.url ?? url, server?.anonKey ?? anonKey, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: WebSocket },
  });

const must = (r) => {
  if (r.error) throw new Error(`${r.error.code ?? ''} ${r.error.message}`);
  return r.data;
};

/** Signed-in users per server URL, each with a day's worth of data: an active goal with steps, habits, a deep work session. */
const usersByServer = new Map();

async function seedUser(index, server) {
  const client = newClient(server);
  const data = must(
    await client.auth.signUp({ email: `bench-${Date.now()}-${index}@example.com`, password: 'password123' }),
  );
  const userId = data.user.id;
  must(
    await client
      .from('profiles')
      .update({ full_name: `Bench ${index}` })
      .eq('user_id', userId),
  );
  const goal = must(await client.rpc('create_goal', { p_title: 'Ship it' }));
  must(
    await client
      .from('one_thing_tasks')
      .insert([0, 1, 2].map((i) => ({ goal_id: goal.id, title: `Step ${i}`, sort_order: i }))),
  );
  const habits = must(
    await client
      .from('habits')
      .insert(
        [0, 1, 2, 3, 4].map((i) => ({
          user_id: userId,
          name: `Habit ${i}`,
          cue: 'After coffee',
          two_minute_version: 'One minute',
          scheduled_time: `0${6 + i}:00:00`,
          scheduled_days: WEEKDAYS,
          target_per_week: 7,
        })),
      )
      .select('id'),
  );
  // A session ended today, the way the app records one: started open, then ended by the database (which takes
  // no more minutes than have passed since the start).
  const session = must(
    await client
      .from('deep_work_sessions')
      .insert({ user_id: userId, title: 'Focus', duration_minutes: 25 })
      .select('id')
      .single(),
  );
  const finished = await client.rpc('finish_deep_work_session', { p_session_id: session.id, p_duration_minutes: 1 });
  // A baseline from before sessions were ended by the database (compare.mjs, attack.mjs <dir>) ends it itself.
  if (finished.error?.code === 'PGRST202')
    must(
      await client.from('deep_work_sessions').update({ completed_at: new Date().toISOString() }).eq('id', session.id),
    );
  else must(finished);
  // The user's calendar day as the database counts it (habits refuse other days).
  const today = must(await client.rpc('user_today', { uid: userId }));
  return { client, userId, goalId: goal.id, habitIds: habits.map((h) => h.id), today };
}

/** Start times of the requests under way (a run that gives up early reports them as still waiting). */
const underWay = new Set();

/** Times one request: its latency is pushed to `into`. */
async function timed(builder, into) {
  const t = performance.now();
  const started = { t };
  underWay.add(started);
  let r;
  try {
    r = await builder;
  } finally {
    underWay.delete(started);
  }
  into.push(performance.now() - t);
  if (r.error) throw new Error(`${r.error.code ?? ''} ${r.error.message}`);
  return r;
}

/** The dashboard's reads, as the app issues them at once: six requests. */
async function dashboardLoad({ client, userId, goalId, today }, _i, into) {
  const start = new Date();
  start.setHours(0, 0, 0, 0);
  const end = new Date(start.getTime() + 86_399_999);
  await Promise.all([
    timed(client.from('profiles').select('*').eq('user_id', userId).maybeSingle(), into),
    timed(client.from('one_thing_goals').select('*').eq('user_id', userId).eq('is_active', true).maybeSingle(), into),
    timed(
      client.from('one_thing_tasks').select('*').eq('goal_id', goalId).is('start_time', null).order('sort_order'),
      into,
    ),
    timed(client.from('habits').select('*').eq('user_id', userId).order('created_at', { ascending: false }), into),
    timed(client.from('habit_completions').select('*').eq('user_id', userId).eq('completion_date', today), into),
    timed(
      client
        .from('deep_work_sessions')
        .select('*')
        .eq('user_id', userId)
        .gte('completed_at', start.toISOString())
        .lte('completed_at', end.toISOString()),
      into,
    ),
  ]);
}

/** The habit check-off as the app sends it: one RPC with the intended state (done, then not done, ...). */
async function habitToggle({ client, habitIds, today }, i, into) {
  const habitId = habitIds[i % habitIds.length];
  const completed = Math.floor(i / habitIds.length) % 2 === 0;
  await timed(client.rpc('set_habit_completion', { p_habit_id: habitId, p_date: today, p_completed: completed }), into);
}

/** One read (the habits list), for the sequential overhead against the same SQL on the database handle. */
async function habitsRead({ client, userId }, _i, into) {
  await timed(client.from('habits').select('*').eq('user_id', userId).order('created_at', { ascending: false }), into);
}

const SCENARIOS = { dashboard: dashboardLoad, toggle: habitToggle, habits: habitsRead };

/**
 * `count` users each run the scenario in a loop, one operation at a time, for `seconds`. With `giveUpSeconds`
 * the run ends then even if requests are still under way: each counts with the time it has waited so far
 * (`stillWaiting` says how many), so a server that stalls still yields a result.
 */
async function run(scenario, count, seconds, users, giveUpSeconds) {
  const operation = SCENARIOS[scenario];
  const latencies = [];
  const deadline = performance.now() + seconds * 1000;
  const started = performance.now();
  const all = Promise.all(
    users.slice(0, count).map(async (user) => {
      // At least once, so that a run of 0 s times one operation.
      for (let i = 0; i === 0 || performance.now() < deadline; i += 1) await operation(user, i, latencies);
    }),
  );
  let stillWaiting = 0;
  if (giveUpSeconds === undefined) await all;
  else {
    let timer;
    const gaveUp = await Promise.race([
      all.then(() => false),
      new Promise((resolve) => (timer = setTimeout(() => resolve(true), giveUpSeconds * 1000))),
    ]);
    clearTimeout(timer);
    if (gaveUp) {
      const now = performance.now();
      for (const request of underWay) latencies.push(now - request.t);
      stillWaiting = underWay.size;
      all.catch(() => undefined);
    }
  }
  return { latencies, seconds: (performance.now() - started) / 1000, stillWaiting };
}

parentPort.on('message', async (message) => {
  try {
    let result;
    const key = message.server?.url ?? url;
    if (!usersByServer.has(key)) usersByServer.set(key, []);
    const users = usersByServer.get(key);
    if (message.type === 'seed') {
      while (users.length < message.count) users.push(await seedUser(users.length, message.server));
      result = users.map(({ userId }) => ({ userId }));
    } else {
      result = await run(message.scenario, message.users, message.seconds, users, message.giveUpSeconds);
    }
    parentPort.postMessage({ id: message.id, ok: true, result });
  } catch (error) {
    parentPort.postMessage({ id: message.id, ok: false, error: String(error?.stack ?? error) });
  }
});
