import { describe, expect, it } from 'vitest';
import { identityThemeCounts } from './identity-themes';

describe('identityThemeCounts', () => {
  it('counts the four themes exactly', () => {
    const habits = [
      'Wellness',
      'Mindfulness',
      'Productivity',
      'Health',
      'Fitness',
      'Fitness',
      'Learning',
      'Creativity',
    ].map((category) => ({ category }));
    expect(identityThemeCounts(habits).map(({ name, count }) => [name, count])).toEqual([
      ['Mindful Person', 2],
      ['Deep Worker', 1],
      ['Healthy Person', 3],
      ['Lifelong Learner', 1],
    ]);
    expect(identityThemeCounts([]).every((theme) => theme.count === 0)).toBe(true);
  });
});
