import { describe, expect, it } from 'vitest';
import { GOAL_PRIORITIES, defaultGoalFormValues, isGoalPriority, isGoalTitleValid, toGoalFields } from './goal-fields';
import { CREATE_GOAL_BLOCKED_TOOLTIP } from './goal-messages';

describe('goal form values', () => {
  it('defaults to today (local) and Medium', () => {
    const values = defaultGoalFormValues(new Date(2026, 2, 8, 23, 30));
    expect(values).toEqual({ title: '', description: '', why: '', priority: 'Medium', deadline: '2026-03-08' });
  });

  it.each([
    ['  Ship it  ', 'Ship it'],
    ['Ship it', 'Ship it'],
  ])('trims the title %j', (title, expected) => {
    expect(toGoalFields({ ...defaultGoalFormValues(), title }).title).toBe(expected);
  });

  it('turns empty optional fields into null', () => {
    expect(toGoalFields({ title: 'A', description: '   ', why: '', priority: 'High', deadline: null })).toEqual({
      title: 'A',
      description: null,
      why_description: null,
      priority: 'High',
      deadline: null,
    });
  });

  it('keeps given optional fields, trimmed', () => {
    expect(
      toGoalFields({ title: 'A', description: ' d ', why: ' w ', priority: 'Low', deadline: '2026-05-01' }),
    ).toEqual({ title: 'A', description: 'd', why_description: 'w', priority: 'Low', deadline: '2026-05-01' });
  });

  it.each([
    ['', false],
    ['   ', false],
    [' x ', true],
  ])('title %j valid: %s', (title, valid) => expect(isGoalTitleValid(title)).toBe(valid));
});

describe('texts and constants', () => {
  it('uses the spec wording', () => {
    expect(CREATE_GOAL_BLOCKED_TOOLTIP).toBe('Complete your current ONE Thing before creating a new one');
    expect(GOAL_PRIORITIES).toEqual(['Low', 'Medium', 'High', 'Critical']);
    expect(isGoalPriority('Critical')).toBe(true);
    expect(isGoalPriority('Urgent')).toBe(false);
  });
});
