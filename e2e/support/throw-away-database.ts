// Where the suite's backend keeps its data. With TEST_DATABASE_URL naming a PostgreSQL server (as in CI), a
// database of its own on that server, dropped when the run ends: hosted Supabase runs PostgreSQL, and the
// suite used a sixth less CPU than on PGlite, whose queries run in WebAssembly, one at a time, inside the
// backend's process. Without it, PGlite in the run's folder, as `npm start` uses.
import pg from 'pg';

export interface ThrowAwayDatabase {
  url: string;
  drop: () => Promise<void>;
}

async function onServer(serverUrl: string, sql: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

export async function throwAwayDatabase(serverUrl: string | undefined): Promise<ThrowAwayDatabase | null> {
  if (!serverUrl) return null;
  const name = `onething_e2e_${process.pid}_${Date.now()}`;
  await onServer(serverUrl, `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => onServer(serverUrl, `drop database if exists ${name} with (force)`),
  };
}
