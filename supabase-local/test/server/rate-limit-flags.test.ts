import { spawn, type ChildProcess } from 'node:child_process';
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

function apiUrl(runOf: Run, timeoutMs = 90_000): Promise<{ url: string; anonKey: string }> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ready lines:\n${runOf.output()}`)), timeoutMs);
    const check = (): void => {
      const url = /API URL: (\S+)/.exec(runOf.output())?.[1];
      const anonKey = /anon key: (\S+)/.exec(runOf.output())?.[1];
      if (url !== undefined && anonKey !== undefined && runOf.output().includes('Mailbox:')) {
        clearTimeout(timer);
        resolve({ url, anonKey });
      }
    };
    runOf.child.stdout?.on('data', check);
    void runOf.exited.then(() => {
      clearTimeout(timer);
      reject(new Error(`exited early:\n${runOf.output()}`));
    });
  });
}

describe('auth security flags of the CLI', () => {
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
    prepared = undefined;
  });

  it('applies --rate-limit-* and --cors-origins', async () => {
    prepared = await prepareTestDatabase();
    const env = prepared.databaseUrl === undefined ? {} : { DATABASE_URL: prepared.databaseUrl };
    const server = run(
      [
        '--port',
        '0',
        '--data',
        prepared.dataDir,
        '--migrations',
        testMigrationsDir(),
        '--rate-limit-burst',
        '2',
        '--rate-limit-token-refresh',
        '1',
        '--cors-origins',
        'https://app.example, http://localhost:*',
      ],
      env,
    );
    running.push(server);
    const { url, anonKey } = await apiUrl(server);
    const refresh = (origin: string): Promise<Response> =>
      fetch(`${url}/auth/v1/token?grant_type=refresh_token`, {
        method: 'POST',
        headers: { apikey: anonKey, 'content-type': 'application/json', origin },
        body: JSON.stringify({ refresh_token: 'unknown' }),
      });
    const first = await refresh('https://app.example');
    expect(first.status).toBe(400);
    expect(first.headers.get('access-control-allow-origin')).toBe('https://app.example');
    expect((await refresh('http://localhost:4200')).headers.get('access-control-allow-origin')).toBe(
      'http://localhost:4200',
    );
    const third = await refresh('http://127.0.0.1:4200');
    expect(third.status).toBe(429);
    expect(third.headers.get('access-control-allow-origin')).toBeNull();
  }, 120_000);

  it('refuses a negative limit before starting', async () => {
    const invalid = run(['--port', '0', '--rate-limit-sign-ups=-1']);
    running.push(invalid);
    expect(await invalid.exited).toBe(1);
    expect(invalid.output()).toContain('invalid --rate-limit-sign-ups -1');
  }, 60_000);
});
