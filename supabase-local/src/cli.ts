import { parseArgs } from 'node:util';
import type { RateLimitOptions } from './auth/rate-limit.ts';
import { DataDirInUseError } from './lock.ts';
import { REST_CLI_OPTIONS, REST_CLI_USAGE, restOptionsFromCli } from './rest/cli-flags.ts';
import { startLocalServer } from './server.ts';

const USAGE = `Usage: supabase-local [options]
  --port <n>            port (default 54321)
  --host <h>            host (default 127.0.0.1)
  --data <dir>          data folder (default supabase-local/.data)
  --database-url <url>  use a Postgres server instead of PGlite (or env DATABASE_URL)
  --reset               wipe the database and start empty
  --confirm-email       require e-mail confirmation on sign-up
  --seed                run supabase/seed.sql after the migrations
  --site-url <url>      where confirmation links lead by default (default http://localhost:4200)
  --cors-origins <list> comma-separated origins that may call the API from a browser: exact origins,
                        scheme://host:* for any port, or * for any origin
                        (default: the site URL's origin and localhost/127.0.0.1/[::1] on any port)
  --rate-limit-token-refresh <n>  POST /token requests (sign-in, refresh, PKCE) per 5 min per IP (default 150)
  --rate-limit-sign-ups <n>       POST /signup, /resend and PUT /user requests per 5 min per IP (default 30)
  --rate-limit-verify <n>         GET /verify requests per 5 min per IP (default 30)
  --rate-limit-burst <n>          requests a full bucket lets through at once (default 30)
  --rate-limit-email-sent <n>     mails per hour for the whole server (default 30)
  --email-max-frequency <s>       seconds between two mails to one account (default 60)
  --disable-rate-limits           turn every auth rate limit off (test stacks)
  --refresh-token-reuse-interval <s>  seconds a rotated refresh token stays usable (default 10)
${REST_CLI_USAGE}
  --quiet               print only the ready lines and errors`;

function nonNegative(flag: string, value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  const n = Number(value);
  if (value.trim() === '' || !Number.isFinite(n) || n < 0) throw new Error(`invalid --${flag} ${value}: expected a number >= 0`);
  return n;
}

const RATE_LIMIT_FLAGS = {
  'rate-limit-token-refresh': 'tokenRefresh',
  'rate-limit-sign-ups': 'signUps',
  'rate-limit-verify': 'verify',
  'rate-limit-burst': 'burst',
  'rate-limit-email-sent': 'emailSent',
  'email-max-frequency': 'emailMaxFrequency',
} as const satisfies Record<string, keyof RateLimitOptions>;

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      port: { type: 'string' },
      host: { type: 'string' },
      data: { type: 'string' },
      'database-url': { type: 'string' },
      reset: { type: 'boolean' },
      'confirm-email': { type: 'boolean' },
      seed: { type: 'boolean' },
      'site-url': { type: 'string' },
      'cors-origins': { type: 'string' },
      'rate-limit-token-refresh': { type: 'string' },
      'rate-limit-sign-ups': { type: 'string' },
      'rate-limit-verify': { type: 'string' },
      'rate-limit-burst': { type: 'string' },
      'rate-limit-email-sent': { type: 'string' },
      'email-max-frequency': { type: 'string' },
      'disable-rate-limits': { type: 'boolean' },
      'refresh-token-reuse-interval': { type: 'string' },
      ...REST_CLI_OPTIONS,
      quiet: { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
    },
    strict: true,
  });
  if (values.help) {
    console.log(USAGE);
    return;
  }
  const port = values.port === undefined ? undefined : Number(values.port);
  if (port !== undefined && (!Number.isInteger(port) || port < 0 || port > 65535)) throw new Error(`invalid --port ${values.port}`);
  const databaseUrl = values['database-url'] ?? (process.env.DATABASE_URL || undefined);
  const rateLimits: Partial<RateLimitOptions> = {};
  for (const [flag, key] of Object.entries(RATE_LIMIT_FLAGS) as [keyof typeof RATE_LIMIT_FLAGS, keyof RateLimitOptions][]) {
    const value = nonNegative(flag, values[flag]);
    if (value !== undefined) rateLimits[key] = value;
  }

  const server = await startLocalServer({
    port,
    host: values.host,
    dataDir: values.data,
    databaseUrl,
    reset: values.reset,
    confirmEmail: values['confirm-email'],
    seed: values.seed,
    siteUrl: values['site-url'],
    corsOrigins: values['cors-origins']?.split(',').map((origin) => origin.trim()).filter((origin) => origin !== ''),
    rateLimits: values['disable-rate-limits'] ? false : rateLimits,
    refreshTokenReuseInterval: nonNegative('refresh-token-reuse-interval', values['refresh-token-reuse-interval']),
    ...restOptionsFromCli(values),
    quiet: values.quiet,
  });
  console.log(`API URL: ${server.url}`);
  console.log(`anon key: ${server.anonKey}`);
  console.log(`service_role key: ${server.serviceRoleKey}`);
  console.log(`Mailbox: ${server.url}/mailbox`);
  console.log(`Database: ${databaseUrl === undefined ? `PGlite in ${server.dataDir}/pgdata` : 'Postgres server'}`);

  let stopping = false;
  const shutdown = (signal: string): void => {
    if (stopping) return;
    stopping = true;
    if (!values.quiet) console.log(`supabase-local: ${signal}, stopping`);
    server.stop().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error('supabase-local: error while stopping:', error);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
}

main().catch((error: unknown) => {
  if (error instanceof DataDirInUseError) console.error(error.message);
  else console.error('supabase-local: failed to start:', error instanceof Error ? error.message : error);
  process.exit(1);
});
