// Vitest global setup for tests about data: one real local backend (supabase-local over a fresh copy of the
// migrated database; PostgreSQL when TEST_DATABASE_URL is set) for the whole run. Tests reach it over HTTP
// through inject('supabaseLocal'), whatever their environment (node or jsdom), and each signs up its own users.
import type { TestProject } from 'vitest/node';
import buildTemplate from '@onething/supabase-local/testing/global-setup';
import { startTestServer } from '@onething/supabase-local/testing';
import type { BackendAddress } from './real-backend';

declare module 'vitest' {
  export interface ProvidedContext {
    supabaseLocal: BackendAddress;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  await buildTemplate();
  const server = await startTestServer();
  project.provide('supabaseLocal', { url: server.url, anonKey: server.anonKey, serviceRoleKey: server.serviceRoleKey });
  return () => server.stop();
}
