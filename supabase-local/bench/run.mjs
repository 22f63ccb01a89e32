// Rough latency numbers through HTTP + supabase-js: `npm run bench -w @onething/supabase-local`.
// Set DATABASE_URL to measure a Postgres server instead of PGlite (a fresh temp data folder either way).
import { register } from 'tsx/esm/api';

register();
const { mkdtemp, rm } = await import('node:fs/promises');
const os = await import('node:os');
const path = await import('node:path');
const { createClient } = await import('@supabase/supabase-js');
const { default: WebSocket } = await import('ws');
const { startLocalServer } = await import('../src/index.ts');

const N = Number(process.env.BENCH_N ?? 200);
const dataDir = await mkdtemp(path.join(os.tmpdir(), 'sl-bench-'));
const started = performance.now();
const server = await startLocalServer({ port: 0, dataDir, databaseUrl: process.env.DATABASE_URL || undefined, quiet: true });
console.log(`start (fresh database + migrations): ${(performance.now() - started).toFixed(0)} ms`);

async function timed(label, fn) {
  const t = performance.now();
  for (let i = 0; i < N; i += 1) await fn(i);
  console.log(`${label}: ${((performance.now() - t) / N).toFixed(2)} ms/op over ${N}`);
}

try {
  const client = createClient(server.url, server.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: WebSocket },
  });
  const { data, error } = await client.auth.signUp({ email: `bench-${Date.now()}@example.com`, password: 'password123' });
  if (error) throw error;
  const userId = data.user.id;
  await timed('insert playbook', async (i) => {
    const r = await client.from('playbooks').insert({ user_id: userId, title: `Playbook ${i}` });
    if (r.error) throw r.error;
  });
  await timed('select 20 newest playbooks', async () => {
    const r = await client.from('playbooks').select('*').eq('user_id', userId).order('created_at', { ascending: false }).limit(20);
    if (r.error) throw r.error;
  });
  await timed('getUser', async () => {
    const r = await client.auth.getUser();
    if (r.error) throw r.error;
  });
} finally {
  await server.stop();
  await rm(dataDir, { recursive: true, force: true });
}
