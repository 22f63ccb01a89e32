import { describe, expect, it } from 'vitest';
import { withNewGoal } from '@onething/shared-data';
import { goalFromPlaybook, goalRowsFromPlaybook, newPlaybookRowIds } from './goal-from-playbook';

const now = '2026-11-23T09:00:00.000Z';
const playbook = { id: 'pb-1', title: 'Morning pages', description: 'Three pages' };
const blockBase = { status: 'upcoming', instructions: null, completion_criteria: null, date: null } as const;

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

  it('has the steps and placed blocks the database will make, with the ids the client named', () => {
    const content = {
      tasks: [
        { id: 't1', title: 'Write', completed: false, estimated_duration: 60, description: 'No email', sort_order: 0 },
        { id: 't2', title: 'Review', completed: false, sort_order: 1 },
      ],
      time_blocks: [
        { ...blockBase, id: 'b1', title: 'Review', start_time: '09:30', end_time: '10:00', step_number: 2 },
        { ...blockBase, id: 'b2', title: 'Write', start_time: '09:00', end_time: '10:00', step_number: 1 },
      ],
    };
    let n = 0;
    const ids = newPlaybookRowIds(content, () => `id-${++n}`);
    expect(ids).toEqual({ stepIds: ['id-1', 'id-2'], blockIds: ['id-3', 'id-4'] });
    const { steps, blocks } = goalRowsFromPlaybook(content, 'goal-1', '2030-06-03', ids, now);
    expect(steps.map((s) => [s.id, s.title, s.sort_order, s.step_number, s.duration_minutes, s.start_time])).toEqual([
      ['id-1', 'Write', 0, 1, 60, null],
      ['id-2', 'Review', 1, 2, null, null],
    ]);
    // Placed by start time: Write first; Review, which overlaps it, moves to its end. Each keeps its own id.
    expect(blocks.map((b) => [b.id, b.title, b.start_time, b.end_time, b.step_id, b.sort_order])).toEqual([
      ['id-4', 'Write', '09:00:00', '10:00:00', 'id-1', 0],
      ['id-3', 'Review', '10:00:00', '10:30:00', 'id-2', 1],
    ]);
    expect(blocks.every((b) => b.goal_id === 'goal-1' && b.date === '2030-06-03' && !b.completed)).toBe(true);
  });

  it('has no rows when a block cannot fit before midnight (the database refuses the goal)', () => {
    const content = {
      tasks: [{ id: 't1', title: 'Late', completed: false, sort_order: 0 }],
      time_blocks: [
        { ...blockBase, id: 'b1', title: 'A', start_time: '23:00', end_time: '23:50', step_number: 1 },
        { ...blockBase, id: 'b2', title: 'B', start_time: '23:10', end_time: '23:20', step_number: 1 },
      ],
    };
    expect(goalRowsFromPlaybook(content, 'goal-1', '2030-06-03', newPlaybookRowIds(content), now)).toEqual({
      steps: [],
      blocks: [],
    });
  });
});
