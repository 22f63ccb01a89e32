// The shield rules as the Settings form holds them (numbers as typed) and the checks made before a save;
// the database refuses the same (its constraints on user_settings).
import {
  BREAKS_PER_SESSION,
  EMERGENCY_WAIT_SECONDS,
  validateSchedules,
  type ShieldRules,
  type WeeklySchedule,
} from '@onething/shared-data';

export type ShieldRulesDraft = Omit<ShieldRules, 'breaks_per_session' | 'emergency_wait_seconds'> & {
  breaks: string;
  emergencyWait: string;
};

export const RULES_FORM_ERRORS = {
  breaks: `Enter a whole number of breaks from 0 to ${BREAKS_PER_SESSION.max}.`,
  emergencyWait: `Enter whole seconds from ${EMERGENCY_WAIT_SECONDS.min} to ${EMERGENCY_WAIT_SECONDS.max}.`,
} as const;

/** A new schedule row: weekdays, 09:00 to 12:00. */
export const NEW_SCHEDULE: WeeklySchedule = { days: [1, 2, 3, 4, 5], start: '09:00', end: '12:00' };

export function toDraft(rules: ShieldRules): ShieldRulesDraft {
  const { breaks_per_session, emergency_wait_seconds, ...rest } = rules;
  return { ...rest, breaks: String(breaks_per_session), emergencyWait: String(emergency_wait_seconds) };
}

const wholeIn = (text: string, min: number, max: number): number | null => {
  if (!/^\d+$/.test(text.trim())) return null;
  const value = Number(text.trim());
  return value >= min && value <= max ? value : null;
};

export type DraftCheck =
  | { ok: true; rules: ShieldRules }
  | { ok: false; schedules: Map<number, string>; breaks?: string; emergencyWait?: string };

/** The rules to save, or what is wrong: per schedule row, the breaks, the wait. */
export function checkDraft(draft: ShieldRulesDraft): DraftCheck {
  const schedules = new Map(validateSchedules(draft.shield_schedules).map((p) => [p.index, p.message]));
  const breaks = wholeIn(draft.breaks, 0, BREAKS_PER_SESSION.max);
  const wait = wholeIn(draft.emergencyWait, EMERGENCY_WAIT_SECONDS.min, EMERGENCY_WAIT_SECONDS.max);
  if (schedules.size > 0 || breaks === null || wait === null) {
    return {
      ok: false,
      schedules,
      ...(breaks === null ? { breaks: RULES_FORM_ERRORS.breaks } : {}),
      ...(wait === null ? { emergencyWait: RULES_FORM_ERRORS.emergencyWait } : {}),
    };
  }
  const { breaks: _breaks, emergencyWait: _wait, ...rest } = draft;
  return { ok: true, rules: { ...rest, breaks_per_session: breaks, emergency_wait_seconds: wait } };
}
