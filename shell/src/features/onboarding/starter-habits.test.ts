import { describe, expect, it } from 'vitest';
import { validateHabitForm } from '@onething/shared-data';
import { CHALLENGES, GOALS } from './onboarding-options';
import { MAX_STARTER_HABITS, starterHabitInput, suggestStarterHabits } from './starter-habits';

describe('suggestStarterHabits', () => {
  it('puts the challenge first, then the goals in offered order, without repeats', () => {
    const names = suggestStarterHabits({
      biggestChallenge: 'Constant distractions',
      goals: ['Improve my health and fitness', 'Grow my business', 'Improve focus and productivity'],
    }).map((h) => h.name);
    expect(names).toEqual(['Put my phone away while I focus', 'Check one key business number', 'Take a short walk']);
  });

  it('fills up to two when the answers point at a single habit', () => {
    const names = suggestStarterHabits({ biggestChallenge: 'Procrastination', goals: ['Finish a major project'] }).map(
      (h) => h.name,
    );
    expect(names).toEqual(['Start my ONE Thing before anything else', "Plan tomorrow's first step"]);
    expect(suggestStarterHabits({ biggestChallenge: '', goals: [] })).toHaveLength(2);
  });

  it('gives two or three valid habits for every challenge and any single goal', () => {
    for (const challenge of CHALLENGES) {
      for (const goal of GOALS) {
        const suggestions = suggestStarterHabits({ biggestChallenge: challenge.value, goals: [goal.value] });
        expect(suggestions.length).toBeGreaterThanOrEqual(2);
        expect(suggestions.length).toBeLessThanOrEqual(MAX_STARTER_HABITS);
        for (const habit of suggestions) expect(validateHabitForm(starterHabitInput(habit))).toEqual({});
      }
    }
    const all = suggestStarterHabits({ biggestChallenge: 'Feeling overwhelmed', goals: GOALS.map((g) => g.value) });
    expect(all).toHaveLength(MAX_STARTER_HABITS);
  });
});
