// Vitest global setup for tests about data: one real local backend (supabase-local over a fresh copy of the
// migrated database; PostgreSQL when TEST_DATABASE_URL is set) for the whole run. Tests reach it over HTTP
// through inject('supabaseLocal'), whatever their environment (node or jsdom), and each signs up its own users.
import type { TestProject } from 'vitest/node';
import buildTemplate from '@onething/supabase-local/testing/global-setup';
import { startTestServer } from '@onething/supabase-local/testing';
import type { BackendAddress } from './real-backend';

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  await buildTemplate();
  const server = await startTestServer();
  const address: BackendAddress = { url: server.url, anonKey: server.anonKey, serviceRoleKey: server.serviceRoleKey };
  project.provide('supabaseLocal', address);
  return () => server.stop();
}
