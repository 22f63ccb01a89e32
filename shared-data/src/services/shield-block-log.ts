import { getSupabase } from '../supabase';
import type { ShieldBlock } from '../types/database';
import { done, rows } from './result';

export async function logShieldBlock(
  userId: string,
  entry: { domain: string; sessionId?: string | null; blockedAt?: Date },
): Promise<void> {
  done(
    await getSupabase()
      .from('shield_block_log')
      .insert({
        user_id: userId,
        domain: entry.domain,
        session_id: entry.sessionId ?? null,
        ...(entry.blockedAt ? { blocked_at: entry.blockedAt.toISOString() } : {}),
      }),
  );
}

export async function listShieldBlocks(userId: string, from: Date, to: Date): Promise<ShieldBlock[]> {
  return rows(
    await getSupabase()
      .from('shield_block_log')
      .select('*')
      .eq('user_id', userId)
      .gte('blocked_at', from.toISOString())
      .lte('blocked_at', to.toISOString())
      .order('blocked_at', { ascending: false }),
  );
}
