import { queryOptions } from '@tanstack/react-query';
import {
  cacheProfiles,
  getSupabase,
  reflectionKeys,
  toFriendlyError,
  type ReflectionKind,
} from '@onething/shared-data';
import { toReflectionFacts, type ReflectionFacts } from '../domain/reflections';

export async function fetchReflectionFacts(kind: ReflectionKind, periodStart: string): Promise<ReflectionFacts> {
  const { data, error } = await getSupabase().rpc('reflection_facts', { p_kind: kind, p_period_start: periodStart });
  if (error) throw toFriendlyError(error);
  return toReflectionFacts(data);
}

export async function fetchReflectionDays(): Promise<string[]> {
  const { data, error } = await getSupabase().rpc('reflection_days');
  if (error) throw toFriendlyError(error);
  return (data ?? []) as string[];
}

/** The page's own reads (the entry and the list are shared-data's reflectionQueries). */
export const reflectionPageQueries = {
  /** The facts change with everything the user does elsewhere: read them fresh each time a period opens. */
  facts: (userId: string, kind: ReflectionKind, periodStart: string) =>
    queryOptions({
      queryKey: reflectionKeys.facts(userId, kind, periodStart),
      queryFn: () => fetchReflectionFacts(kind, periodStart),
      ...cacheProfiles.realtime,
      refetchOnMount: 'always',
    }),
  days: (userId: string) =>
    queryOptions({ queryKey: reflectionKeys.days(userId), queryFn: fetchReflectionDays, ...cacheProfiles.realtime }),
};
