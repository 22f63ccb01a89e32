import { describe, expect, it } from 'vitest';
import type { PlaybookTask, PlaybookTimeBlock, Task } from '@onething/shared-data';
import {
  PLAYBOOK_BLOCK_RANGE_MESSAGE,
  moveItem,
  planGoalFromPlaybook,
  playbookBlockProblem,
  playbookFromGoal,
  playbookMinutes,
  relinkBlocks,
  searchPlaybooks,
} from './playbooks';

let n = 0;
function task(fields: Partial<Task>): Task {
  n += 1;
  return {
    id: `t${n}`,
    goal_id: 'g1',
    title: `Task ${n}`,
    completed: false,
    completed_at: null,
    sort_order: 0,
    date: null,
    start_time: null,
    end_time: null,
    duration_minutes: null,
    status: 'upcoming',
    step_number: 1,
    instructions: null,
    completion_criteria: null,
    step_id: null,
    created_at: `2030-01-01T00:00:0${n % 10}Z`,
    updated_at: '2030-01-01T00:00:00Z',
    ...fields,
  } as Task;
}

const step = (id: string, title: string, sort: number, extra: Partial<PlaybookTask> = {}): PlaybookTask => ({
  id,
  title,
  completed: false,
  description: null,
  estimated_duration: null,
  sort_order: sort,
  ...extra,
});

const block = (title: string, start: string, end: string, stepNumber: number): PlaybookTimeBlock => ({
  id: `b-${title}`,
  title,
  start_time: start,
  end_time: end,
  status: 'upcoming',
  instructions: null,
  completion_criteria: null,
  step_number: stepNumber,
  date: null,
});

describe('goal -> playbook', () => {
  it('copies steps by sort order (never completed) and blocks by day and start, linked by step position', () => {
    const design = task({
      id: 'design',
      title: 'Design',
      sort_order: 5,
      completed: true,
      duration_minutes: 60,
      instructions: 'Sketch',
    });
    const build = task({ id: 'build', title: 'Build', sort_order: 1, duration_minutes: 90 });
    const content = playbookFromGoal([
      design,
      task({
        title: 'Design',
        start_time: '10:00:00',
        end_time: '11:00:00',
        date: '2030-01-02',
        step_id: 'design',
        step_number: 1,
        completed: true,
        status: 'completed',
        completion_criteria: 'Reviewed',
      }),
      build,
      task({
        title: 'Build',
        start_time: '08:00:00',
        end_time: '09:30:00',
        date: '2030-01-02',
        step_id: 'build',
        step_number: 2,
      }),
      task({
        title: 'Earlier day',
        start_time: '15:00:00',
        end_time: null,
        duration_minutes: 45,
        date: '2030-01-01',
        step_id: 'design',
      }),
    ]);
    expect(content.tasks).toEqual([
      { id: 'build', title: 'Build', completed: false, description: null, estimated_duration: 90, sort_order: 0 },
      { id: 'design', title: 'Design', completed: false, description: 'Sketch', estimated_duration: 60, sort_order: 1 },
    ]);
    expect(
      content.time_blocks.map((b) => [
        b.title,
        b.date,
        b.start_time,
        b.end_time,
        b.step_number,
        b.status,
        b.completion_criteria,
      ]),
    ).toEqual([
      ['Earlier day', '2030-01-01', '15:00:00', '15:45:00', 2, 'upcoming', null],
      ['Build', '2030-01-02', '08:00:00', '09:30:00', 1, 'upcoming', null],
      ['Design', '2030-01-02', '10:00:00', '11:00:00', 2, 'upcoming', 'Reviewed'],
    ]);
  });

  it('a goal without steps gives an empty playbook', () => {
    expect(playbookFromGoal([])).toEqual({ tasks: [], time_blocks: [] });
  });
});

describe('playbook -> goal', () => {
  const day = '2030-06-03';

  it('copies steps in order with their estimates and places blocks on the day at their times', () => {
    const plan = planGoalFromPlaybook(
      {
        tasks: [step('a', 'Write', 0, { estimated_duration: 60, description: 'Draft first' }), step('b', 'Review', 1)],
        time_blocks: [block('Review', '11:00:00', '11:30:00', 2), block('Write', '09:00', '10:00', 1)],
      },
      day,
    );
    expect(plan).toEqual({
      ok: true,
      moved: 0,
      steps: [
        { title: 'Write', sort_order: 0, step_number: 1, duration_minutes: 60, instructions: 'Draft first' },
        { title: 'Review', sort_order: 1, step_number: 2, duration_minutes: null, instructions: null },
      ],
      blocks: [
        {
          position: 1,
          title: 'Write',
          date: day,
          start_time: '09:00:00',
          end_time: '10:00:00',
          duration_minutes: 60,
          step_number: 1,
          instructions: null,
          completion_criteria: null,
        },
        {
          position: 0,
          title: 'Review',
          date: day,
          start_time: '11:00:00',
          end_time: '11:30:00',
          duration_minutes: 30,
          step_number: 2,
          instructions: null,
          completion_criteria: null,
        },
      ],
    });
  });

  it('moves an overlapping block to the end of the block it meets, repeatedly; touching blocks stay', () => {
    const plan = planGoalFromPlaybook(
      {
        tasks: [],
        time_blocks: [
          block('A', '09:00', '10:00', 1),
          block('B', '09:30', '10:00', 2),
          block('C', '10:15', '10:45', 3),
          block('D', '11:00', '11:30', 4),
        ],
      },
      day,
    );
    expect(plan.ok && plan.blocks.map((b) => [b.title, b.start_time, b.end_time])).toEqual([
      ['A', '09:00:00', '10:00:00'],
      ['B', '10:00:00', '10:30:00'],
      ['C', '10:30:00', '11:00:00'],
      ['D', '11:00:00', '11:30:00'],
    ]);
    expect(plan.ok && plan.moved).toBe(2);
  });

  it('a block that would end after 23:59 makes the plan a time conflict; ending at 23:59 is fine', () => {
    expect(
      planGoalFromPlaybook(
        { tasks: [], time_blocks: [block('A', '22:00', '23:30', 1), block('B', '23:00', '23:45', 2)] },
        day,
      ),
    ).toEqual({
      ok: false,
      reason: 'time-conflict',
      blockTitle: 'B',
    });
    const fits = planGoalFromPlaybook(
      { tasks: [], time_blocks: [block('A', '22:00', '23:30', 1), block('B', '23:00', '23:29', 2)] },
      day,
    );
    expect(fits.ok && fits.blocks[1]).toMatchObject({ start_time: '23:30:00', end_time: '23:59:00' });
  });

  it('round trip: a goal saved as a playbook plans back into the same steps and blocks', () => {
    const a = task({ id: 'a', title: 'A', sort_order: 0, duration_minutes: 30 });
    const b = task({ id: 'b', title: 'B', sort_order: 1, duration_minutes: 45 });
    const content = playbookFromGoal([
      a,
      b,
      task({ title: 'A', start_time: '09:00:00', end_time: '09:30:00', date: day, step_id: 'a' }),
      task({ title: 'B', start_time: '09:30:00', end_time: '10:15:00', date: day, step_id: 'b' }),
    ]);
    const plan = planGoalFromPlaybook(content, day);
    expect(plan.ok && plan.steps.map((s) => [s.title, s.duration_minutes])).toEqual([
      ['A', 30],
      ['B', 45],
    ]);
    expect(plan.ok && plan.blocks.map((s) => [s.title, s.start_time, s.end_time, s.step_number])).toEqual([
      ['A', '09:00:00', '09:30:00', 1],
      ['B', '09:30:00', '10:15:00', 2],
    ]);
  });
});

describe('editing', () => {
  it('moveItem moves one item and clamps the target', () => {
    expect(moveItem(['a', 'b', 'c'], 0, 2)).toEqual(['b', 'c', 'a']);
    expect(moveItem(['a', 'b', 'c'], 2, 0)).toEqual(['c', 'a', 'b']);
    expect(moveItem(['a', 'b', 'c'], 1, 9)).toEqual(['a', 'c', 'b']);
    expect(moveItem(['a'], 3, 0)).toEqual(['a']);
  });

  it('relinkBlocks keeps blocks on their step after a reorder and drops the blocks of a removed step', () => {
    const before = [step('a', 'A', 0), step('b', 'B', 1), step('c', 'C', 2)];
    const blocks = [
      block('for A', '09:00', '09:30', 1),
      block('for C', '10:00', '10:30', 3),
      block('for B', '11:00', '11:30', 2),
    ];
    const reordered = relinkBlocks(before, [before[2]!, before[0]!, before[1]!], blocks);
    expect(reordered.tasks.map((t) => [t.id, t.sort_order])).toEqual([
      ['c', 0],
      ['a', 1],
      ['b', 2],
    ]);
    expect(reordered.time_blocks.map((b) => [b.title, b.step_number])).toEqual([
      ['for A', 2],
      ['for C', 1],
      ['for B', 3],
    ]);

    const removed = relinkBlocks(before, [before[0]!, before[2]!], blocks);
    expect(removed.time_blocks.map((b) => [b.title, b.step_number])).toEqual([
      ['for A', 1],
      ['for C', 2],
    ]);
  });

  it('a block must end after it starts and last at most 180 minutes', () => {
    expect(playbookBlockProblem({ start_time: '09:00', end_time: '12:00' })).toBeNull();
    expect(playbookBlockProblem({ start_time: '09:00', end_time: '09:00' })).toBe(PLAYBOOK_BLOCK_RANGE_MESSAGE);
    expect(playbookBlockProblem({ start_time: '09:00', end_time: '12:01' })).toBe(PLAYBOOK_BLOCK_RANGE_MESSAGE);
    expect(playbookBlockProblem({ start_time: '', end_time: '10:00' })).toBe(PLAYBOOK_BLOCK_RANGE_MESSAGE);
  });

  it('playbookMinutes sums the blocks, else the step estimates', () => {
    expect(
      playbookMinutes({
        tasks: [step('a', 'A', 0, { estimated_duration: 20 })],
        time_blocks: [block('A', '09:00', '09:45', 1)],
      }),
    ).toBe(45);
    expect(
      playbookMinutes({
        tasks: [step('a', 'A', 0, { estimated_duration: 20 }), step('b', 'B', 1, { estimated_duration: 10 })],
        time_blocks: [],
      }),
    ).toBe(30);
  });
});

describe('searchPlaybooks', () => {
  const list = [
    {
      title: 'Launch',
      description: 'Ship the product',
      tasks: [step('a', 'Write copy', 0)],
      created_at: '2030-01-01T00:00:00Z',
    },
    { title: 'Morning routine', description: null, tasks: [], created_at: '2030-02-01T00:00:00Z' },
  ];
  it('lists newest first, and matches every word in title, description or step titles', () => {
    expect(searchPlaybooks(list, '  ').map((p) => p.title)).toEqual(['Morning routine', 'Launch']);
    expect(searchPlaybooks(list, 'COPY ship').map((p) => p.title)).toEqual(['Launch']);
    expect(searchPlaybooks(list, 'morning').map((p) => p.title)).toEqual(['Morning routine']);
    expect(searchPlaybooks(list, 'launch evening')).toEqual([]);
  });
});
