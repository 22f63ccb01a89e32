import { describe, expect, it } from 'vitest';
import type { Task, TimeBlock } from '@onething/shared-data';
import { playbookSteps, todaysGoalSteps } from './session-steps';

const step = (id: string, completed = false) => ({ id, title: id, completed, start_time: null }) as Task;
const block = (id: string, stepId: string | null, date: string) =>
  ({ id, title: id, step_id: stepId, date, start_time: '09:00:00', end_time: '09:30:00' }) as TimeBlock;

describe('todaysGoalSteps', () => {
  it("keeps the steps that have a time block today, in the steps' order, with that block", () => {
    const steps = [step('a'), step('b', true), step('c')];
    const blocks = [
      block('b1', 'b', '2026-11-23'),
      block('a0', 'a', '2026-11-22'),
      block('a1', 'a', '2026-11-23'),
      block('x', null, '2026-11-23'),
    ];
    expect(todaysGoalSteps(steps, blocks, '2026-11-23').map((s) => [s.id, s.block?.id, s.completed])).toEqual([
      ['a', 'a1', false],
      ['b', 'b1', true],
    ]);
  });
});

describe('playbookSteps', () => {
  it("lists the playbook's tasks by sort order with their completion", () => {
    const data = {
      oneThingGoal: null,
      timestamp: 0,
      playbookData: {
        id: 'p1',
        tasks: [
          { id: 't2', title: 'Draft', completed: true, sort_order: 1 },
          { id: 't1', title: 'Outline', completed: false, sort_order: 0 },
        ],
      },
    };
    expect(playbookSteps(data).map((s) => [s.id, s.completed, s.block])).toEqual([
      ['t1', false, null],
      ['t2', true, null],
    ]);
    expect(playbookSteps(null)).toEqual([]);
  });
});
