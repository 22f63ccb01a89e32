import { describe, expect, it } from 'vitest';
import { newStepRows, withNewBlock, withNewStep, type Task } from '@onething/shared-data';
import { withStepEdited, withoutStep } from './step-rows';

const rows = (id: string, blockId: string, startTime: string, date = '2030-06-03') =>
  newStepRows({ id, blockId, goalId: 'g1', title: id, startTime, durationMinutes: 30, date }, [], 'now');
const a = rows('a', 'a-block', '10:00');
const b = rows('b', 'b-block', '09:00');

describe('step writes in the cached lists', () => {
  it('adds a new step last and its block in day and start order', () => {
    expect(withNewStep([a.step], b.step).map((s) => s.id)).toEqual(['a', 'b']);
    expect(withNewBlock([a.block], b.block).map((s) => s.id)).toEqual(['b-block', 'a-block']);
    expect(withNewBlock([a.block], rows('c', 'c-block', '08:00', '2030-06-04').block).map((s) => s.id)).toEqual([
      'a-block',
      'c-block',
    ]);
  });

  it('renames the step and moves only the block named, clamped to the last minute of the day', () => {
    const list: Task[] = [a.step, a.block, b.step, b.block];
    const edited = withStepEdited(list, {
      stepId: 'a',
      title: ' Draft ',
      block: { blockId: 'a-block', startTime: '23:40', durationMinutes: 45, date: '2030-06-05' },
    });
    expect(edited[0]).toMatchObject({ title: 'Draft', duration_minutes: 45, start_time: null });
    expect(edited[1]).toMatchObject({
      title: 'Draft',
      date: '2030-06-05',
      start_time: '23:40:00',
      end_time: '23:59:00',
      duration_minutes: 45,
    });
    expect(edited.slice(2)).toEqual([b.step, b.block]);
  });

  it('removes a deleted step with its blocks', () => {
    expect(withoutStep([a.step, a.block, b.step, b.block], 'a')).toEqual([b.step, b.block]);
  });
});
