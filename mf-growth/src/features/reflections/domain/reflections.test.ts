// Runs in several TZ settings (npm run test:tz): periods are days of the local calendar wherever the user is.
import { describe, expect, it } from 'vitest';
import {
  EMPTY_REFLECTION_CONTENT,
  isFutureReflectionPeriod,
  isNotesHtmlEmpty,
  isReflectionContentEmpty,
  isReflectionPeriodStart,
  reflectionDraftKey,
  reflectionFactItems,
  reflectionPeriodEnd,
  reflectionPeriodLabel,
  reflectionPeriodStart,
  reflectionPrompts,
  reflectionStreak,
  shiftReflectionPeriod,
  shouldRestoreDraft,
  toReflectionFacts,
  type ReflectionContent,
} from './reflections';

/** Local wall-clock time (the TZ of the run). */
const local = (y: number, m: number, d: number, h = 12, min = 0) => new Date(y, m - 1, d, h, min);

describe('reflection periods on the local calendar', () => {
  it.each([
    ['daily, just after midnight', 'daily', local(2026, 3, 10, 0, 0), '2026-03-10'],
    ['daily, last minute of the day', 'daily', local(2026, 3, 10, 23, 59), '2026-03-10'],
    ['weekly from Sunday, on the Sunday', 'weekly', local(2026, 3, 8, 0, 1), '2026-03-08'],
    ['weekly from Sunday, on the Saturday night', 'weekly', local(2026, 3, 14, 23, 59), '2026-03-08'],
    ['weekly across a month boundary', 'weekly', local(2026, 3, 3), '2026-03-01'],
    ['weekly across a year boundary', 'weekly', local(2027, 1, 2), '2026-12-27'],
    ['weekly over the US spring-forward Sunday', 'weekly', local(2026, 3, 8, 3, 30), '2026-03-08'],
    ['weekly over the European fall-back Sunday', 'weekly', local(2026, 10, 25, 2, 30), '2026-10-25'],
    ['monthly, first minute', 'monthly', local(2026, 3, 1, 0, 0), '2026-03-01'],
    ['monthly, last minute', 'monthly', local(2026, 3, 31, 23, 59), '2026-03-01'],
    ['monthly, February in a leap year', 'monthly', local(2028, 2, 29), '2028-02-01'],
  ] as const)('%s', (_label, kind, now, expected) => {
    expect(reflectionPeriodStart(kind, now)).toBe(expected);
  });

  it('takes a date key as the day it names, not as UTC midnight', () => {
    expect(reflectionPeriodStart('weekly', '2026-03-08')).toBe('2026-03-08');
    expect(reflectionPeriodStart('weekly', '2026-03-07')).toBe('2026-03-01');
    expect(reflectionPeriodStart('monthly', '2026-03-31')).toBe('2026-03-01');
  });

  it('moves by whole periods and knows the last day', () => {
    expect(shiftReflectionPeriod('daily', '2026-03-08', 1)).toBe('2026-03-09');
    expect(shiftReflectionPeriod('daily', '2026-11-01', -1)).toBe('2026-10-31');
    expect(shiftReflectionPeriod('weekly', '2026-03-01', 1)).toBe('2026-03-08');
    expect(shiftReflectionPeriod('weekly', '2026-11-01', -1)).toBe('2026-10-25');
    expect(shiftReflectionPeriod('monthly', '2026-01-01', 1)).toBe('2026-02-01');
    expect(shiftReflectionPeriod('monthly', '2026-01-01', -1)).toBe('2025-12-01');
    expect(reflectionPeriodEnd('daily', '2026-03-08')).toBe('2026-03-08');
    expect(reflectionPeriodEnd('weekly', '2026-03-08')).toBe('2026-03-14');
    expect(reflectionPeriodEnd('monthly', '2026-02-01')).toBe('2026-02-28');
    expect(reflectionPeriodEnd('monthly', '2028-02-01')).toBe('2028-02-29');
  });

  it('tells future periods and valid starts', () => {
    const now = local(2026, 3, 11, 23, 59);
    expect(isFutureReflectionPeriod('daily', '2026-03-11', now)).toBe(false);
    expect(isFutureReflectionPeriod('daily', '2026-03-12', now)).toBe(true);
    expect(isFutureReflectionPeriod('weekly', '2026-03-08', now)).toBe(false);
    expect(isFutureReflectionPeriod('weekly', '2026-03-15', now)).toBe(true);
    expect(isFutureReflectionPeriod('monthly', '2026-04-01', now)).toBe(true);
    expect(isReflectionPeriodStart('weekly', '2026-03-08')).toBe(true);
    expect(isReflectionPeriodStart('weekly', '2026-03-09')).toBe(false);
    expect(isReflectionPeriodStart('monthly', '2026-03-02')).toBe(false);
    expect(isReflectionPeriodStart('daily', '2026-02-30')).toBe(false);
    expect(isReflectionPeriodStart('daily', 'nonsense')).toBe(false);
  });

  it('takes only periods the database keeps: from 1970-01-01 to 2100-12-31', () => {
    expect(isReflectionPeriodStart('daily', '1970-01-01')).toBe(true);
    expect(isReflectionPeriodStart('monthly', '1970-01-01')).toBe(true);
    expect(isReflectionPeriodStart('weekly', '1970-01-04')).toBe(true);
    // The week holding 1970-01-01 starts on a Sunday before it.
    expect(isReflectionPeriodStart('weekly', '1969-12-28')).toBe(false);
    expect(isReflectionPeriodStart('daily', '1969-12-31')).toBe(false);
    expect(isReflectionPeriodStart('monthly', '1969-12-01')).toBe(false);
    expect(isReflectionPeriodStart('daily', '2101-01-01')).toBe(false);
  });

  it('names periods for the screen', () => {
    expect(reflectionPeriodLabel('daily', '2026-03-10')).toBe('Tuesday, March 10, 2026');
    expect(reflectionPeriodLabel('weekly', '2026-03-08')).toBe('Mar 8 – Mar 14, 2026');
    expect(reflectionPeriodLabel('monthly', '2026-03-01')).toBe('March 2026');
  });
});

describe('reflectionStreak', () => {
  it.each([
    ['none', [], '2026-03-10', 0],
    ['today only', ['2026-03-10'], '2026-03-10', 1],
    ['today not written yet keeps the run to yesterday', ['2026-03-08', '2026-03-09'], '2026-03-10', 2],
    ['a missed yesterday breaks it', ['2026-03-07', '2026-03-08'], '2026-03-10', 0],
    [
      'across a month boundary, unordered, duplicates',
      ['2026-03-01', '2026-02-28', '2026-03-01', '2026-02-27'],
      '2026-03-01',
      3,
    ],
    ['across the US spring-forward night', ['2026-03-07', '2026-03-08', '2026-03-09'], '2026-03-09', 3],
    ['a gap ends the run', ['2026-03-10', '2026-03-09', '2026-03-07'], '2026-03-10', 2],
  ] as const)('%s', (_label, days, today, expected) => {
    expect(reflectionStreak(days, today)).toBe(expected);
  });
});

describe('facts', () => {
  it('maps the database answer, and missing or malformed counts read as 0', () => {
    const facts = toReflectionFacts({
      steps_completed: 2,
      deep_work_minutes: 75,
      deep_work_sessions: 2,
      shield_sessions: 1,
      habit_completions: 3,
      habit_target: 4,
      distractions_blocked: '5',
      blocked_sites: [{ domain: 'youtube.com', attempts: 5 }, { domain: 'broken' }],
      goals_completed: null,
      goal: { title: 'Write the book', progress: 40 },
    });
    expect(facts).toEqual({
      stepsCompleted: 2,
      deepWorkMinutes: 75,
      deepWorkSessions: 2,
      shieldSessions: 1,
      habitCompletions: 3,
      habitTarget: 4,
      distractionsBlocked: 5,
      blockedSites: [{ domain: 'youtube.com', attempts: 5 }],
      goalsCompleted: 0,
      goal: { title: 'Write the book', progress: 40 },
    });
    expect(toReflectionFacts(null)).toMatchObject({ stepsCompleted: 0, goal: null });
    expect(toReflectionFacts({ steps_completed: 'x', goal: { progress: 5 } })).toMatchObject({
      stepsCompleted: 0,
      goal: null,
    });
  });

  it('turns the facts into the lines above the prompts', () => {
    const items = reflectionFactItems(
      toReflectionFacts({
        steps_completed: 1,
        deep_work_minutes: 50,
        deep_work_sessions: 1,
        shield_sessions: 1,
        habit_completions: 1,
        habit_target: 2,
        distractions_blocked: 3,
        blocked_sites: [
          { domain: 'youtube.com', attempts: 2 },
          { domain: 'reddit.com', attempts: 1 },
        ],
        goals_completed: 1,
        goal: { title: 'Ship', progress: 100 },
      }),
    );
    expect(items.map(({ label, value, detail }) => [label, value, detail])).toEqual([
      ['Steps completed', '1', undefined],
      ['Deep work', '50 min', '1 session'],
      ['Habit completions', '1 / 2', '50% of target'],
      ['Goal progress', '100%', 'Ship · 1 goal completed'],
      ['Distractions blocked', '3', '1 shield session · youtube.com 2 · reddit.com 1'],
    ]);
    expect(reflectionFactItems(toReflectionFacts({ shield_sessions: 2 }))[4]?.detail).toBe('2 shield sessions');
    expect(reflectionFactItems(toReflectionFacts({}))[2]?.detail).toBe('No habits scheduled');
    expect(reflectionFactItems(toReflectionFacts({}))[3]?.value).toBe('No active goal');
  });
});

describe('content, drafts and retries', () => {
  const content = (extra: Partial<ReflectionContent>): ReflectionContent => ({ ...EMPTY_REFLECTION_CONTENT, ...extra });

  it('reads empty notes and content as the database does', () => {
    expect(isNotesHtmlEmpty('<p><br></p>')).toBe(true);
    expect(isNotesHtmlEmpty('<p>&nbsp; </p>')).toBe(true);
    expect(isNotesHtmlEmpty('<p><strong>x</strong></p>')).toBe(false);
    expect(isReflectionContentEmpty(content({ answers: { did: '  ' } }))).toBe(true);
    expect(isReflectionContentEmpty(content({ energyRating: 3 }))).toBe(false);
  });

  it('restores a draft only when it is newer than the server copy and different', () => {
    const typed = {
      content: content({ answers: { did: 'typed offline' } }),
      editedAt: Date.parse('2026-03-10T12:00:05Z'),
    };
    expect(shouldRestoreDraft(null, null)).toBe(false);
    expect(shouldRestoreDraft(typed, null)).toBe(true);
    expect(shouldRestoreDraft({ ...typed, content: EMPTY_REFLECTION_CONTENT }, null)).toBe(false);
    const server = (updatedAt: string, c = content({ answers: { did: 'older' } })) => ({ content: c, updatedAt });
    expect(shouldRestoreDraft(typed, server('2026-03-10 12:00:00+00'))).toBe(true);
    expect(shouldRestoreDraft(typed, server('2026-03-10T12:00:10Z'))).toBe(false);
    expect(shouldRestoreDraft(typed, server('2026-03-10T11:00:00Z', typed.content))).toBe(false);
  });

  it('keys drafts per user, kind and period', () => {
    expect(reflectionDraftKey('u1', 'weekly', '2026-03-08')).toBe('onething:reflection-draft:u1:weekly:2026-03-08');
  });

  it('has four prompts per kind with the keys the database accepts', () => {
    expect(reflectionPrompts('daily').map((p) => p.key)).toEqual(['did', 'obstacles', 'tomorrow', 'grateful']);
    expect(reflectionPrompts('daily')[0]?.question).toBe('What did I do today for my ONE Thing?');
    expect(reflectionPrompts('weekly').map((p) => p.key)).toEqual(['wins', 'lessons', 'change', 'focus']);
    expect(reflectionPrompts('monthly')[3]?.question).toBe("What is next month's focus?");
  });
});
