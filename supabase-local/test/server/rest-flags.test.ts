// The command-line flags of the REST limits: parsed into server options, and honoured by a started CLI.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { parseStatementTimeouts, restOptionsFromCli } from '../../src/cli/rest-flags.ts';
import { prepareTestDatabase, testMigrationsDir, type TestDatabase } from '../helpers/test-server.ts';

const BIN = fileURLToPath(new URL('../../bin/supabase-local.mjs', import.meta.url));
const MB = 1024 * 1024;

describe('REST flags', () => {
  it('parse into server options', () => {
    expect(
      restOptionsFromCli({
        'max-rows': '250',
        'statement-timeout': 'anon=1s,service_role=2min',
        'max-embed-depth': '5',
        'max-response-mb': '10',
        'query-memory-mb': '256',
        'rest-database-url': 'postgres://authenticator:pw@db/app',
      }),
    ).toEqual({
      maxRows: 250,
      statementTimeouts: { anon: 1000, service_role: 120_000 },
      maxEmbedDepth: 5,
      maxResponseBytes: 10 * MB,
      queryMemoryBytes: 256 * MB,
      restDatabaseUrl: 'postgres://authenticator:pw@db/app',
    });
    expect(restOptionsFromCli({ 'max-rows': '0' }).maxRows).toBeNull();
    expect(parseStatementTimeouts('500ms')).toEqual({ anon: 500, authenticated: 500, service_role: 500 });
    expect(parseStatementTimeouts('0')).toEqual({ anon: 0, authenticated: 0, service_role: 0 });
  });

  it('refuse invalid values', () => {
    expect(() => restOptionsFromCli({ 'max-rows': '-1' })).toThrow('invalid --max-rows -1');
    expect(() => restOptionsFromCli({ 'max-embed-depth': 'deep' })).toThrow('invalid --max-embed-depth deep');
    expect(() => parseStatementTimeouts('admin=1s')).toThrow('unknown role admin');
    expect(() => parseStatementTimeouts('anon=soon')).toThrow('expected a duration');
  });

  describe('on a started CLI', () => {
    let prepared: TestDatabase | undefined;
    afterEach(async () => {
      await prepared?.cleanup();
    });

    it('--max-embed-depth reaches the REST handler', async () => {
      prepared = await prepareTestDatabase();
      const env = {
        ...process.env,
        ...(prepared.databaseUrl === undefined ? {} : { DATABASE_URL: prepared.databaseUrl }),
      };
      const child = spawn(
        process.execPath,
        [BIN, '--port', '0', '--data', prepared.dataDir, '--migrations', testMigrationsDir(), '--max-embed-depth', '0'],
        { env, stdio: ['ignore', 'pipe', 'pipe'] },
      );
      const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
      try {
        let output = '';
        child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
        const [url, serviceKey] = await new Promise<[string, string]>((resolve, reject) => {
          child.stdout.on('data', (chunk: Buffer) => {
            output += chunk.toString();
            const url = /API URL: (\S+)/.exec(output)?.[1];
            const key = /service_role key: (\S+)/.exec(output)?.[1];
            if (url && key) resolve([url, key]);
          });
          child.on('exit', () => reject(new Error(`exited early:\n${output}`)));
        });
        const headers = { apikey: serviceKey, authorization: `Bearer ${serviceKey}` };
        const deep = await fetch(`${url}/rest/v1/habits?select=*,habit_completions(*)`, { headers });
        expect(deep.status).toBe(400);
        expect(await deep.json()).toMatchObject({
          code: 'PGRST100',
          message: 'Embedded resources are nested too deeply',
        });
        expect((await fetch(`${url}/rest/v1/habits?select=*`, { headers })).status).toBe(200);
      } finally {
        child.kill('SIGTERM');
        await exited;
      }
    }, 120_000);
  });
});
