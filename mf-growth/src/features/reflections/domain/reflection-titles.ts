import type { ReflectionKind } from '@onething/shared-data';

/** Each reflection page's heading, also its tab title (set by the thin route entry before the page loads). */
export const REFLECTION_TITLES = {
  daily: 'Daily Reflection',
  weekly: 'Weekly Reflection',
  monthly: 'Monthly Reflection',
} as const satisfies Record<ReflectionKind, string>;
