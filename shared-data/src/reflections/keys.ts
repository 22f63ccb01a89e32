import { createQueryKeys } from '../query/create-query-keys';
import type { ReflectionKind } from '../types/database';

const reflections = createQueryKeys('reflections');
export const reflectionKeys = {
  ...reflections,
  byUser: (userId: string, kind?: ReflectionKind) => reflections.list({ userId, kind }),
  entry: (userId: string, kind: ReflectionKind, periodStart: string) => reflections.list({ userId, kind, periodStart }),
  /** The facts of one period, counted by the database; under reflections so any reflection refresh covers it. */
  facts: (userId: string, kind: ReflectionKind, periodStart: string) =>
    reflections.list({ userId, kind, periodStart, scope: 'facts' }),
  /** The days with a daily reflection, for the streak. */
  days: (userId: string) => reflections.list({ userId, scope: 'days' }),
};
