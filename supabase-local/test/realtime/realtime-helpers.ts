import type { RealtimeChannel, RealtimePostgresChangesPayload, SupabaseClient } from '@supabase/supabase-js';

export type Change = RealtimePostgresChangesPayload<Record<string, unknown>>;

/** Waits until `check` holds, polling every 20 ms, or fails after `timeoutMs`. */
export async function waitFor(check: () => boolean, timeoutMs = 5000, what = 'the condition'): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

export const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface Subscription {
  channel: RealtimeChannel;
  changes: Change[];
  statuses: string[];
  errors: Error[];
  systemMessages: Record<string, unknown>[];
}

let topics = 0;

/** Opens a channel with postgres_changes bindings that collect what arrives; resolves once SUBSCRIBED (or failed). */
export async function subscribe(
  client: SupabaseClient,
  bindings: { event: '*' | 'INSERT' | 'UPDATE' | 'DELETE'; table: string; filter?: string; schema?: string }[],
  { expect = 'SUBSCRIBED' }: { expect?: string } = {},
): Promise<Subscription> {
  topics += 1;
  const changes: Change[] = [];
  const statuses: string[] = [];
  const errors: Error[] = [];
  const systemMessages: Record<string, unknown>[] = [];
  let channel = client.channel(`test-${topics}`);
  for (const binding of bindings) {
    channel = channel.on(
      'postgres_changes' as never,
      { schema: 'public', ...binding },
      (payload: Change) => void changes.push(payload),
    );
  }
  channel.on('system' as never, {}, (payload: Record<string, unknown>) => void systemMessages.push(payload));
  channel.subscribe((status, error) => {
    statuses.push(status);
    if (error) errors.push(error);
  });
  await waitFor(() => statuses.includes(expect) || statuses.includes('CHANNEL_ERROR'), 10_000, `status ${expect}`);
  return { channel, changes, statuses, errors, systemMessages };
}
