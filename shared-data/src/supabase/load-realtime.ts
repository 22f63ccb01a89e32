import type { TypedSupabaseClient } from './client';
import { getSupabase } from './client';

/**
 * Makes `client.channel()` available: in the browser builds the realtime client is fetched on first use
 * (see deferred-realtime.ts); elsewhere it is already there. Call before opening a channel.
 */
export async function loadRealtime(client: TypedSupabaseClient = getSupabase()): Promise<void> {
  const realtime = client.realtime as unknown as { load?: () => Promise<unknown> };
  if (typeof realtime.load === 'function') await realtime.load();
}
