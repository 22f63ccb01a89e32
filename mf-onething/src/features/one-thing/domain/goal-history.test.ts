import { describe, expect, it } from 'vitest';
import { mergeGoalHistoryPages } from './goal-history';

describe('mergeGoalHistoryPages', () => {
  it('keeps page order and lists a goal shifted onto the next page once', () => {
    const pages = [{ goals: [{ id: 'c' }, { id: 'b' }] }, { goals: [{ id: 'b' }, { id: 'a' }] }];
    expect(mergeGoalHistoryPages(pages).map((g) => g.id)).toEqual(['c', 'b', 'a']);
  });

  it('is empty without pages or goals', () => {
    expect(mergeGoalHistoryPages([])).toEqual([]);
    expect(mergeGoalHistoryPages([{ goals: [] }])).toEqual([]);
  });
});
