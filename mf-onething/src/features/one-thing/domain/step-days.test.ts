import { describe, expect, it } from 'vitest';
import { blockDayLabel, blockShownForStep, moveToTodayLabel, unfinishedPastSteps } from './step-days';

const TODAY = '2026-03-11';
const block = (id: string, stepId: string, date: string, start = '09:00:00') => ({
  id,
  step_id: stepId,
  date,
  start_time: start,
});

describe('blockShownForStep', () => {
  it("shows a step's first block from today on, else its latest past block", () => {
    const shown = blockShownForStep(
      [
        block('a-late', 'a', TODAY, '15:00:00'),
        block('a-early', 'a', TODAY, '08:00:00'),
        block('a-past', 'a', '2026-03-10'),
        block('b-past', 'b', '2026-03-01'),
        block('b-later-past', 'b', '2026-03-09'),
        block('c-tomorrow', 'c', '2026-03-12'),
        block('c-next-week', 'c', '2026-03-18'),
        { id: 'no-step', step_id: null, date: TODAY, start_time: '10:00:00' },
      ],
      TODAY,
    );
    expect(Object.fromEntries([...shown].map(([step, b]) => [step, b.id]))).toEqual({
      a: 'a-early',
      b: 'b-later-past',
      c: 'c-tomorrow',
    });
  });
});

describe('unfinishedPastSteps', () => {
  const steps = [
    { id: 'open-past', completed: false },
    { id: 'done-past', completed: true },
    { id: 'open-today', completed: false },
    { id: 'past-and-tomorrow', completed: false },
    { id: 'no-block', completed: false },
    { id: 'older', completed: false },
  ];
  it('are the open steps with a block before today and none from today on', () => {
    const blocks = [
      block('1', 'open-past', '2026-03-10'),
      block('2', 'done-past', '2026-03-10'),
      block('3', 'open-today', TODAY),
      block('4', 'past-and-tomorrow', '2026-03-09'),
      block('5', 'past-and-tomorrow', '2026-03-12'),
      block('6', 'older', '2025-12-31'),
    ];
    expect(unfinishedPastSteps(steps, blocks, TODAY).map((s) => s.id)).toEqual(['open-past', 'older']);
    expect(unfinishedPastSteps(steps, [], TODAY)).toEqual([]);
  });

  it('labels the button by count', () => {
    expect(moveToTodayLabel(1)).toBe('Move 1 unfinished step to today');
    expect(moveToTodayLabel(3)).toBe('Move 3 unfinished steps to today');
  });
});

describe('blockDayLabel', () => {
  it.each([
    [TODAY, null],
    ['2026-03-10', 'Yesterday'],
    ['2026-03-12', 'Tomorrow'],
    ['2026-03-16', 'Monday, Mar 16'],
    ['2026-01-02', 'Friday, Jan 2'],
    ['2027-03-09', 'Mar 9, 2027'],
  ])('%s reads %s', (date, label) => {
    expect(blockDayLabel(date, TODAY)).toBe(label);
  });
});
