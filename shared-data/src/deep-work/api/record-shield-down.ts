import { getSupabase } from '../../supabase';
import { done } from '../../supabase/result';

/**
 * Records, once, when the shield of an open session went down (the extension disabled or removed while it
 * ran); the database keeps the first time and says so in the session's check-in.
 */
export async function recordShieldDown(sessionId: string, at: string): Promise<void> {
  done(await getSupabase().rpc('record_shield_down', { p_session_id: sessionId, p_at: at }));
}
