// The shield settings against the real local backend: one row per user, upserted in place.
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { setSupabaseClient, type TypedSupabaseClient } from '../../supabase';
import { type TestAccount, serviceClient, signInAsApp } from '../../testing';
import { getUserSettings } from './get-shield-settings';
import { upsertUserSettings } from './save-shield-settings';

let me: TestAccount;
let service: TypedSupabaseClient;

beforeAll(async () => {
  service = await serviceClient();
});

afterAll(() => setSupabaseClient(null));

beforeEach(async () => {
  // Each test is a new user, so no test sees another's rows.
  me = await signInAsApp();
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  return () => vi.restoreAllMocks();
});

describe('shield settings', () => {
  it('upserts settings on user_id: one row, updated in place', async () => {
    await upsertUserSettings(me.userId, { distracting_sites: ['youtube.com'] });
    await upsertUserSettings(me.userId, { block_adult_content: true });
    expect(await getUserSettings(me.userId)).toEqual({ distracting_sites: ['youtube.com'], block_adult_content: true });
    expect((await service.from('user_settings').select('user_id').eq('user_id', me.userId)).data).toHaveLength(1);
  });
});
