import { createQueryKeys } from '../query/create-query-keys';

const calendar = createQueryKeys('calendar-data');
export const calendarKeys = {
  ...calendar,
  range: (userId: string, from: string, to: string) => calendar.list({ userId, from, to }),
};
