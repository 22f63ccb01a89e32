import { describe, expect, it } from 'vitest';
import { withBlockEdited, withStepBlocksCompleted, withStepCompleted } from './step-entries';

describe("the deep work page's steps and blocks as a change will leave them", () => {
  it('a step completed or opened again, with the status the database gives it', () => {
    const steps = [
      { id: 'a', completed: false, status: 'upcoming' as const },
      { id: 'b', completed: false, status: 'upcoming' as const },
    ];
    const done = withStepCompleted(steps, 'a', true);
    expect(done).toEqual([
      { id: 'a', completed: true, status: 'completed' },
      { id: 'b', completed: false, status: 'upcoming' },
    ]);
    expect(withStepCompleted(done, 'a', false)[0]).toEqual({ id: 'a', completed: false, status: 'upcoming' });
  });

  it("a step's blocks follow it; other blocks stay", () => {
    const blocks = [
      { id: '1', step_id: 'a', completed: false, status: 'upcoming' as const },
      { id: '2', step_id: 'b', completed: false, status: 'upcoming' as const },
    ];
    expect(withStepBlocksCompleted(blocks, 'a', true).map((b) => b.completed)).toEqual([true, false]);
  });

  it('a block edited: its fields replaced, the others untouched', () => {
    const blocks = [
      { id: '1', title: 'Draft', start_time: '09:00:00' },
      { id: '2', title: 'Edit', start_time: '11:00:00' },
    ];
    expect(withBlockEdited(blocks, '2', { title: 'Polish', start_time: '12:00:00' })).toEqual([
      blocks[0],
      { id: '2', title: 'Polish', start_time: '12:00:00' },
    ]);
  });
});
