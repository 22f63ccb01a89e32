import { parseLocalDate, type DateKey } from '@onething/shared-data';
import type { HistoryDayState, MonthRef } from './habit-history';

const longDay = new Intl.DateTimeFormat('en-US', { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' });
const shortDay = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric' });
const monthTitle = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric' });
const monthShort = new Intl.DateTimeFormat('en-US', { month: 'short' });

/** 'Wednesday, March 12, 2025' */
export const formatLongDay = (key: DateKey) => longDay.format(parseLocalDate(key));
/** 'Mar 12' */
export const formatShortDay = (key: DateKey) => shortDay.format(parseLocalDate(key));
/** 'March 2025' */
export const formatMonth = ({ year, month }: MonthRef) => monthTitle.format(new Date(year, month, 1));
/** 'Mar' */
export const formatMonthShort = (key: DateKey) => monthShort.format(parseLocalDate(key));

/** What a screen reader hears for a day's state. */
export const STATE_TEXT: Record<HistoryDayState, string> = {
  done: 'done',
  missed: 'missed',
  open: 'not done yet',
  off: 'not scheduled',
  future: 'upcoming',
  skipped: 'skipped',
  paused: 'paused',
  frozen: 'frozen: a streak freeze covered it',
};
