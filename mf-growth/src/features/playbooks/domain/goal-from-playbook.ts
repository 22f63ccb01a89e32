// "Use as ONE Thing" shows the new goal at once, also offline: the row the database will make of the
// playbook (its title and description, Medium, active, from this playbook), with the id the client gave it.
// Its steps and blocks are the database's to make (it places the blocks on the day), so the goal shows
// without steps until the write lands and the refresh brings them.
import type { Goal, Playbook } from '@onething/shared-data';

export function goalFromPlaybook(
  playbook: Pick<Playbook, 'id' | 'title' | 'description'>,
  userId: string,
  id: string,
  now: string,
): Goal {
  return {
    id,
    user_id: userId,
    title: playbook.title,
    description: playbook.description ?? null,
    priority: 'Medium',
    deadline: null,
    why_description: null,
    is_active: true,
    progress: 0,
    completed_at: null,
    source_type: 'playbook',
    source_playbook_id: playbook.id,
    created_at: now,
    updated_at: now,
  };
}

/** The user's goals, newest first, with the new one at the top (once). */
export function withNewGoal(goals: readonly Goal[], goal: Goal): Goal[] {
  return [goal, ...goals.filter((g) => g.id !== goal.id)];
}
