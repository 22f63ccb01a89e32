import { getSupabase } from '../../supabase';
import { row } from '../../supabase/result';
import type { Goal, Priority } from '../../types/database';

/** What a user types for a goal; everything else (active, progress, completion) is the database's. */
export type GoalFields = {
  title: string;
  description?: string | null;
  priority?: Priority;
  deadline?: string | null;
  why_description?: string | null;
};

/** A new goal: what the user typed, and optionally the id the client gave it (else the database makes one). */
export type NewGoal = GoalFields & { id?: string };

/**
 * The new active ONE Thing, in one transaction: the previous goal is deactivated only if it is completed.
 * While an active goal is not completed the database refuses with the "already have an active goal" message.
 * Sent again with the same id, answers with that goal as it is and changes nothing.
 */
export async function createGoal(input: NewGoal, sourcePlaybookId: string | null = null): Promise<Goal> {
  return row(
    await getSupabase().rpc('create_goal', {
      p_title: input.title,
      p_description: input.description ?? undefined,
      p_priority: input.priority ?? 'Medium',
      p_deadline: input.deadline ?? undefined,
      p_why_description: input.why_description ?? undefined,
      p_source_playbook_id: sourcePlaybookId ?? undefined,
      p_id: input.id,
    }),
  );
}
