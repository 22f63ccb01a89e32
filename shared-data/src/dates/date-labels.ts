// How a date reads on screen, each format defined once. Remotes format through these instead of importing
// date-fns's format themselves: a build that imports it carries its own copy (the formatters and the
// en-US locale, about 4.5 KB gzip), while these come with shared-data, which every page already has.
import { format, formatDistanceToNow } from 'date-fns';

/** 'Monday, March 3, 2025' */
export function longDateLabel(date: Date): string {
  return format(date, 'EEEE, MMMM d, yyyy');
}

/** 'Mar 3, 2025' */
export function shortDateLabel(date: Date): string {
  return format(date, 'MMM d, yyyy');
}

/** 'Monday, Mar 3' */
export function weekdayDateLabel(date: Date): string {
  return format(date, 'EEEE, MMM d');
}

/** 'Mon' */
export function shortWeekdayLabel(date: Date): string {
  return format(date, 'EEE');
}

/** '2:05 PM' */
export function clockTimeLabel(date: Date): string {
  return format(date, 'h:mm a');
}

/** 'Mar 3' */
export function monthDayLabel(date: Date): string {
  return format(date, 'MMM d');
}

/** 'March 2025' */
export function monthLabel(date: Date): string {
  return format(date, 'MMMM yyyy');
}

/** '5 minutes ago', 'about 2 hours ago' */
export function timeAgoLabel(date: Date): string {
  return formatDistanceToNow(date, { addSuffix: true });
}
