import { queryOptions } from '@tanstack/react-query';
import { endOfDay, startOfDay } from 'date-fns';
import { localDateKey } from '../../dates/dates';
import { cacheProfiles } from '../../query/cache-profiles';
import type { DeepWorkSession } from '../../types/database';
import { deepWorkKeys } from '../keys';
import { listSessionsInRange } from './get-sessions-in-range';

/** Sessions completed on the local calendar day containing `now`. */
export async function listTodaySessions(userId: string, now: Date = new Date()): Promise<DeepWorkSession[]> {
  return listSessionsInRange(userId, startOfDay(now), endOfDay(now));
}

/** Sessions of the local day containing `now`, keyed by that day. */
export const todaysSessionsQueryOptions = (userId: string, now: Date = new Date()) =>
  queryOptions({
    queryKey: deepWorkKeys.today(userId, localDateKey(now)),
    queryFn: () => listTodaySessions(userId, now),
    ...cacheProfiles.realtime,
  });
