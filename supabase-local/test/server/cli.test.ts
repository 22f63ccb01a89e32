import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { prepareTestDatabase, testMigrationsDir, type TestDatabase } from '../helpers/test-server.ts';

const BIN = fileURLToPath(new URL('../../bin/supabase-local.mjs', import.meta.url));

interface Run {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

function run(args: string[], env: NodeJS.ProcessEnv = {}): Run {
  const child = spawn(process.execPath, [BIN, ...args], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

async function waitFor(runOf: Run, pattern: RegExp, timeoutMs = 60_000): Promise<RegExpMatchArray> {
  const started = Date.now();
  for (;;) {
    const match = runOf.output().match(pattern);
    if (match) return match;
    if (runOf.child.exitCode !== null) throw new Error(`exited early:\n${runOf.output()}`);
    if (Date.now() - started > timeoutMs) throw new Error(`timed out waiting for ${pattern}:\n${runOf.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('CLI', () => {
  const running: Run[] = [];
  let prepared: TestDatabase | undefined;
  afterEach(async () => {
    for (const r of running.splice(0)) {
      if (r.child.exitCode === null) {
        r.child.kill('SIGKILL');
        await r.exited;
      }
    }
    await prepared?.cleanup();
  });

  it('prints the ready lines, refuses a second instance and stops cleanly on SIGTERM', async () => {
    prepared = await prepareTestDatabase();
    const args = ['--port', '0', '--data', prepared.dataDir, '--migrations', testMigrationsDir()];
    const env = prepared.databaseUrl === undefined ? {} : { DATABASE_URL: prepared.databaseUrl };
    const first = run(args, env);
    running.push(first);
    const mailbox = await waitFor(first, /Mailbox: (http:\/\/127\.0\.0\.1:\d+)\/mailbox/);
    const url = mailbox[1] ?? '';
    expect(first.output()).toContain(`API URL: ${url}`);
    expect(first.output()).toMatch(/anon key: eyJ[\w-]+\.[\w-]+\.[\w-]+/);
    expect(first.output()).toMatch(/service_role key: eyJ[\w-]+\.[\w-]+\.[\w-]+/);
    expect((await fetch(`${url}/health`)).status).toBe(200);

    const second = run(args, env);
    running.push(second);
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain(
      `supabase-local: data folder ${prepared.dataDir} is in use by process ${first.child.pid}`,
    );

    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(existsSync(path.join(prepared.dataDir, 'server.lock'))).toBe(false);
  }, 120_000); // two Node processes booting tsx and PGlite
});
