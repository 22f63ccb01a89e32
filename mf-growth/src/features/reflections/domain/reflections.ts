import { addMonths, startOfMonth, startOfWeek } from 'date-fns';
import {
  addDaysLocal,
  blockedSitesSummary,
  type BlockedSite,
  type DateKey,
  isDateInRange,
  localDateKey,
  longDateLabel,
  monthDayLabel,
  monthLabel,
  parseLocalDate,
  parseTimestamp,
  type ReflectionContent,
  type ReflectionKind,
  shortDateLabel,
  toBlockedSites,
} from '@onething/shared-data';

/**
 * Reflection periods and figures. A period is named by its first day on the user's calendar: the day for a
 * daily entry, the Sunday of the week for a weekly one, the 1st for a monthly one (the database checks the
 * same alignment and counts the facts on the same calendar).
 */

/** The first day of the period of `kind` that contains `day`. */
export function reflectionPeriodStart(kind: ReflectionKind, day: Date | DateKey = new Date()): DateKey {
  const date = typeof day === 'string' ? parseLocalDate(day) : day;
  if (kind === 'weekly') return localDateKey(startOfWeek(date, { weekStartsOn: 0 }));
  if (kind === 'monthly') return localDateKey(startOfMonth(date));
  return localDateKey(date);
}

/** The first day of the period `steps` periods away (negative: earlier). */
export function shiftReflectionPeriod(kind: ReflectionKind, periodStart: DateKey, steps: number): DateKey {
  const start = parseLocalDate(reflectionPeriodStart(kind, periodStart));
  if (kind === 'monthly') return localDateKey(addMonths(start, steps));
  return localDateKey(addDaysLocal(start, steps * (kind === 'weekly' ? 7 : 1)));
}

/** The last day of the period (inclusive). */
export function reflectionPeriodEnd(kind: ReflectionKind, periodStart: DateKey): DateKey {
  return localDateKey(addDaysLocal(parseLocalDate(shiftReflectionPeriod(kind, periodStart, 1)), -1));
}

/** True for a period that has not started yet on the user's calendar (nothing to reflect on). */
export function isFutureReflectionPeriod(kind: ReflectionKind, periodStart: DateKey, now: Date = new Date()): boolean {
  return periodStart > reflectionPeriodStart(kind, now);
}

/**
 * A valid period start of this kind: a 'yyyy-MM-dd' that is the first day of its period, on a day the
 * database keeps (so the first weekly period is the one starting 1970-01-04).
 */
export function isReflectionPeriodStart(kind: ReflectionKind, value: unknown): value is DateKey {
  try {
    return isDateInRange(value) && reflectionPeriodStart(kind, value) === value;
  } catch {
    return false;
  }
}

/** How a period is named on screen: 'Tuesday, March 10, 2026', 'Mar 8 – Mar 14, 2026', 'March 2026'. */
export function reflectionPeriodLabel(kind: ReflectionKind, periodStart: DateKey): string {
  const start = parseLocalDate(periodStart);
  if (kind === 'monthly') return monthLabel(start);
  if (kind === 'weekly') {
    const end = parseLocalDate(reflectionPeriodEnd(kind, periodStart));
    return `${monthDayLabel(start)} – ${shortDateLabel(end)}`;
  }
  return longDateLabel(start);
}

/**
 * Consecutive days with a daily reflection, ending today, or yesterday while today's is not written yet
 * (the day is not over, so it does not break the streak). `days` in any order, duplicates allowed.
 */
export function reflectionStreak(days: readonly DateKey[], today: DateKey = localDateKey()): number {
  const written = new Set(days);
  let day = written.has(today) ? today : localDateKey(addDaysLocal(parseLocalDate(today), -1));
  let streak = 0;
  while (written.has(day)) {
    streak += 1;
    day = localDateKey(addDaysLocal(parseLocalDate(day), -1));
  }
  return streak;
}

export type ReflectionPrompt = { key: string; question: string };

const PERIOD_WORD = { weekly: 'week', monthly: 'month' } as const;

/** The prompts of each kind, by the answer key the database accepts for that kind. */
export function reflectionPrompts(kind: ReflectionKind): readonly ReflectionPrompt[] {
  if (kind === 'daily') {
    return [
      { key: 'did', question: 'What did I do today for my ONE Thing?' },
      { key: 'obstacles', question: 'What got in the way?' },
      { key: 'tomorrow', question: "What is tomorrow's most important step?" },
      { key: 'grateful', question: 'What am I grateful for?' },
    ];
  }
  const period = PERIOD_WORD[kind];
  return [
    { key: 'wins', question: `What were this ${period}'s wins?` },
    { key: 'lessons', question: `What did I learn this ${period}?` },
    { key: 'change', question: 'What will I change?' },
    { key: 'focus', question: `What is next ${period}'s focus?` },
  ];
}

/** The facts of a period as the database counts them (reflection_facts). */
export type ReflectionFacts = {
  stepsCompleted: number;
  deepWorkMinutes: number;
  deepWorkSessions: number;
  shieldSessions: number;
  habitCompletions: number;
  habitTarget: number;
  distractionsBlocked: number;
  /** The attempts by site, most first. */
  blockedSites: BlockedSite[];
  goalsCompleted: number;
  goal: { title: string; progress: number } | null;
};

const count = (value: unknown): number => {
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(n) && n > 0 ? Math.floor(n) : 0;
};

/** Maps reflection_facts' JSON; counts that are missing or malformed read as 0, never as NaN. */
export function toReflectionFacts(raw: unknown): ReflectionFacts {
  const r = (raw !== null && typeof raw === 'object' ? raw : {}) as Record<string, unknown>;
  const goal = r['goal'] !== null && typeof r['goal'] === 'object' ? (r['goal'] as Record<string, unknown>) : null;
  return {
    stepsCompleted: count(r['steps_completed']),
    deepWorkMinutes: count(r['deep_work_minutes']),
    deepWorkSessions: count(r['deep_work_sessions']),
    shieldSessions: count(r['shield_sessions']),
    habitCompletions: count(r['habit_completions']),
    habitTarget: count(r['habit_target']),
    distractionsBlocked: count(r['distractions_blocked']),
    blockedSites: toBlockedSites(r['blocked_sites']),
    goalsCompleted: count(r['goals_completed']),
    goal:
      goal && typeof goal['title'] === 'string'
        ? { title: goal['title'], progress: Math.min(100, count(goal['progress'])) }
        : null,
  };
}

export type ReflectionFactItem = { id: string; label: string; value: string; detail?: string };

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** The facts as the lines shown above the prompts. */
export function reflectionFactItems(facts: ReflectionFacts): ReflectionFactItem[] {
  const habitPercent = facts.habitTarget > 0 ? Math.round((facts.habitCompletions / facts.habitTarget) * 100) : null;
  return [
    { id: 'steps', label: 'Steps completed', value: String(facts.stepsCompleted) },
    {
      id: 'deep-work',
      label: 'Deep work',
      value: `${facts.deepWorkMinutes} min`,
      detail: plural(facts.deepWorkSessions, 'session', 'sessions'),
    },
    {
      id: 'habits',
      label: 'Habit completions',
      value: `${facts.habitCompletions} / ${facts.habitTarget}`,
      ...(habitPercent === null ? { detail: 'No habits scheduled' } : { detail: `${habitPercent}% of target` }),
    },
    {
      id: 'goal',
      label: 'Goal progress',
      value: facts.goal ? `${facts.goal.progress}%` : 'No active goal',
      detail: [
        facts.goal?.title,
        facts.goalsCompleted > 0 ? `${plural(facts.goalsCompleted, 'goal', 'goals')} completed` : '',
      ]
        .filter(Boolean)
        .join(' · '),
    },
    {
      id: 'distractions',
      label: 'Distractions blocked',
      value: String(facts.distractionsBlocked),
      detail: [
        plural(facts.shieldSessions, 'shield session', 'shield sessions'),
        blockedSitesSummary(facts.blockedSites),
      ]
        .filter(Boolean)
        .join(' · '),
    },
  ];
}

/** What the user writes in one entry (the state sent to save_reflection, declared with that write). */
export type { ReflectionContent };

export const EMPTY_REFLECTION_CONTENT: ReflectionContent = {
  answers: {},
  energyRating: null,
  focusRating: null,
  notesHtml: '',
};

/** Notes whose text is empty once the tags are gone ('<p><br></p>'), as the database reads them. */
export function isNotesHtmlEmpty(html: string | null | undefined): boolean {
  return (
    (html ?? '')
      .replace(/<[^>]*>/g, '')
      .replace(/&nbsp;/g, ' ')
      .trim() === ''
  );
}

/** True when saving this content would leave no entry (the database deletes it). */
export function isReflectionContentEmpty(content: ReflectionContent): boolean {
  return (
    Object.values(content.answers).every((a) => a.trim() === '') &&
    content.energyRating === null &&
    content.focusRating === null &&
    isNotesHtmlEmpty(content.notesHtml)
  );
}

export function sameReflectionContent(a: ReflectionContent, b: ReflectionContent): boolean {
  const keys = new Set([...Object.keys(a.answers), ...Object.keys(b.answers)]);
  for (const key of keys) if ((a.answers[key] ?? '').trim() !== (b.answers[key] ?? '').trim()) return false;
  return (
    a.energyRating === b.energyRating &&
    a.focusRating === b.focusRating &&
    (isNotesHtmlEmpty(a.notesHtml) ? '' : a.notesHtml) === (isNotesHtmlEmpty(b.notesHtml) ? '' : b.notesHtml)
  );
}

/** A local draft of an entry: what was typed and when (ms since epoch). */
export type ReflectionDraft = { content: ReflectionContent; editedAt: number };

/**
 * Whether a kept draft replaces the server copy on load: only when it was edited after the server copy was
 * last saved (or there is none) and says something different.
 */
export function shouldRestoreDraft(
  draft: ReflectionDraft | null,
  server: { content: ReflectionContent; updatedAt: string } | null,
): boolean {
  if (!draft) return false;
  if (!server) return !isReflectionContentEmpty(draft.content);
  if (sameReflectionContent(draft.content, server.content)) return false;
  return draft.editedAt > parseTimestamp(server.updatedAt).getTime();
}

/** localStorage key of a draft, per user, kind and period. */
export function reflectionDraftKey(userId: string, kind: ReflectionKind, periodStart: DateKey): string {
  return `onething:reflection-draft:${userId}:${kind}:${periodStart}`;
}
