import { shortDateLabel } from './date-labels';
import { isDateKey, parseLocalDate, type DateKey } from './dates';

/**
 * The days the database keeps (its date_in_range()): a date outside them is refused by the server with a
 * 400, so a form refuses it first, with words. Far years and 'infinity' are nothing a person plans on.
 */
export const EARLIEST_DATE: DateKey = '1970-01-01';
export const LATEST_DATE: DateKey = '2100-12-31';

export const DATE_OUT_OF_RANGE_MESSAGE = `Please choose a date between ${shortDateLabel(parseLocalDate(EARLIEST_DATE))} and ${shortDateLabel(parseLocalDate(LATEST_DATE))}.`;

/** A 'yyyy-MM-dd' day from EARLIEST_DATE to LATEST_DATE. */
export function isDateInRange(value: unknown): value is DateKey {
  // Keys with four-digit years sort like the days they name.
  return isDateKey(value) && value >= EARLIEST_DATE && value <= LATEST_DATE;
}
