import { describe, expect, it } from 'vitest';
import { DATE_OUT_OF_RANGE_MESSAGE, EARLIEST_DATE, LATEST_DATE, isDateInRange } from './date-range';

describe('the date range the database accepts', () => {
  it('runs from 1970-01-01 to 2100-12-31, both included', () => {
    expect([EARLIEST_DATE, LATEST_DATE]).toEqual(['1970-01-01', '2100-12-31']);
    expect(isDateInRange('1970-01-01')).toBe(true);
    expect(isDateInRange('2026-03-10')).toBe(true);
    expect(isDateInRange('2100-12-31')).toBe(true);
  });

  it('refuses days beyond either end and anything that is not a day', () => {
    for (const value of [
      '1969-12-31',
      '2101-01-01',
      '0001-01-01',
      '9999-12-31',
      'infinity',
      '-infinity',
      '',
      '2026-02-30',
      null,
      undefined,
    ]) {
      expect(isDateInRange(value), String(value)).toBe(false);
    }
  });

  it('says so in words a user can act on', () => {
    expect(DATE_OUT_OF_RANGE_MESSAGE).toBe('Please choose a date between Jan 1, 1970 and Dec 31, 2100.');
  });
});
