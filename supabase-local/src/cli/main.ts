import { parseArgs } from 'node:util';
import { AUTH_CLI_OPTIONS, AUTH_CLI_USAGE, authOptionsFromCli } from './auth-flags.ts';
import { DataDirInUseError } from '../lock.ts';
import { REST_CLI_OPTIONS, REST_CLI_USAGE, restOptionsFromCli } from './rest-flags.ts';
import { startLocalServer } from '../server.ts';

const USAGE = `Usage: supabase-local [options]
  --port <n>            port (default 54321)
  --host <h>            host (default 127.0.0.1)
  --data <dir>          data folder (default supabase-local/.data)
  --database-url <url>  use a Postgres server instead of PGlite (or env DATABASE_URL)
  --reset               wipe the database and start empty
  --migrations <dir>    migrations folder to apply (default supabase/migrations)
  --confirm-email       require e-mail confirmation on sign-up
  --seed                run supabase/seed.sql after the migrations
  --seed-if-new         run it only when the database is new (no migration applied before)
  --site-url <url>      where confirmation links lead by default (default http://localhost:4200)
  --cors-origins <list> comma-separated origins that may call the API from a browser: exact origins,
                        scheme://host:* for any port, or * for any origin
                        (default: the site URL's origin and localhost/127.0.0.1/[::1] on any port)
${AUTH_CLI_USAGE}
${REST_CLI_USAGE}
  --quiet               print only the ready lines and errors`;

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      port: { type: 'string' },
      host: { type: 'string' },
      data: { type: 'string' },
      'database-url': { type: 'string' },
      reset: { type: 'boolean' },
      migrations: { type: 'string' },
      'confirm-email': { type: 'boolean' },
      seed: { type: 'boolean' },
      'seed-if-new': { type: 'boolean' },
      'site-url': { type: 'string' },
      'cors-origins': { type: 'string' },
      ...AUTH_CLI_OPTIONS,
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
  if (port !== undefined && (!Number.isInteger(port) || port < 0 || port > 65535))
    throw new Error(`invalid --port ${values.port}`);
  const databaseUrl = values['database-url'] ?? (process.env.DATABASE_URL || undefined);

  const server = await startLocalServer({
    port,
    host: values.host,
    dataDir: values.data,
    databaseUrl,
    reset: values.reset,
    migrationsDir: values.migrations,
    confirmEmail: values['confirm-email'],
    seed: values.seed,
    seedIfNew: values['seed-if-new'],
    siteUrl: values['site-url'],
    corsOrigins: values['cors-origins']
      ?.split(',')
      .map((origin) => origin.trim())
      .filter((origin) => origin !== ''),
    ...authOptionsFromCli(values),
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
