import { format, isValid, parse, startOfDay } from 'date-fns';

export const DATE_VALUE_FORMAT = 'yyyy-MM-dd';

/** Parses a yyyy-MM-dd string as a local calendar day; null when empty or malformed. */
export function parseDateValue(value: string | null | undefined): Date | null {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return null;
  const date = parse(value, DATE_VALUE_FORMAT, new Date());
  return isValid(date) ? date : null;
}

export function formatDateValue(date: Date): string {
  return format(date, DATE_VALUE_FORMAT);
}

export function today(): Date {
  return startOfDay(new Date());
}
