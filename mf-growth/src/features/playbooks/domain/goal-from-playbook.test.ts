import { describe, expect, it } from 'vitest';
import { goalFromPlaybook, withNewGoal } from './goal-from-playbook';

const now = '2026-11-23T09:00:00.000Z';
const playbook = { id: 'pb-1', title: 'Morning pages', description: 'Three pages' };

describe('the goal "Use as ONE Thing" shows at once', () => {
  it('is the active goal the database makes of the playbook, with the id the client gave it', () => {
    expect(goalFromPlaybook(playbook, 'user-1', 'goal-1', now)).toEqual({
      id: 'goal-1',
      user_id: 'user-1',
      title: 'Morning pages',
      description: 'Three pages',
      priority: 'Medium',
      deadline: null,
      why_description: null,
      is_active: true,
      progress: 0,
      completed_at: null,
      source_type: 'playbook',
      source_playbook_id: 'pb-1',
      created_at: now,
      updated_at: now,
    });
  });

  it('tops the list of goals, once', () => {
    const goal = goalFromPlaybook(playbook, 'user-1', 'goal-1', now);
    const older = { ...goal, id: 'goal-0', is_active: false };
    expect(withNewGoal([older], goal).map((g) => g.id)).toEqual(['goal-1', 'goal-0']);
    expect(withNewGoal([goal, older], goal).map((g) => g.id)).toEqual(['goal-1', 'goal-0']);
  });
});
