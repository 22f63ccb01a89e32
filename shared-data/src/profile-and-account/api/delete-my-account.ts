import { getSupabase } from '../../supabase';
import { done } from '../../supabase/result';

/** Deletes the signed-in user's auth record; every owned row goes with it (on delete cascade). */
export async function deleteMyAccount(): Promise<void> {
  done(await getSupabase().rpc('delete_my_account'));
}
