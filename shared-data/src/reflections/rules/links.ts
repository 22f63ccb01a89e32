import type { ReflectionKind } from '../../types/database';

/** The reflection pages by kind: the daily one at /reflection, the weekly and monthly ones below it. */
const REFLECTION_PATHS = {
  daily: '/reflection',
  weekly: '/reflection/weekly',
  monthly: '/reflection/monthly',
} as const satisfies Record<ReflectionKind, string>;

/** A reflection page opens the period whose first day its URL carries in this parameter (else the current one). */
export const REFLECTION_PERIOD_PARAM = 'period';

/** The address of a reflection page, on one period when given (its first day, YYYY-MM-DD). */
export function reflectionHref(kind: ReflectionKind, periodStart?: string): string {
  const path = REFLECTION_PATHS[kind];
  return periodStart === undefined ? path : `${path}?${REFLECTION_PERIOD_PARAM}=${periodStart}`;
}
