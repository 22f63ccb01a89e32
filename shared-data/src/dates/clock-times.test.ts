import { describe, expect, it } from 'vitest';
import {
  addMinutesToTime,
  format12h,
  formatTimeHHMM,
  formatTimeHHMMSS,
  formatTimeRange,
  isValidTime,
  minutesBetween,
  parseTime,
} from './clock-times';

describe('parseTime / isValidTime', () => {
  it.each([
    ['00:00', 0],
    ['09:00', 540],
    ['9:05', 545],
    ['14:30:00', 870],
    ['14:30:59', 870],
    ['23:59:59', 1439],
    ['08:15:00.000000', 495],
  ])('%s is %i minutes', (time, minutes) => {
    expect(isValidTime(time)).toBe(true);
    expect(parseTime(time)).toBe(minutes);
  });

  it.each(['24:00', '12:60', '12', 'noon', '', '12:30:61', '-1:00'])('rejects %j', (time) => {
    expect(isValidTime(time)).toBe(false);
    expect(() => parseTime(time)).toThrow(RangeError);
  });
});

describe('formatTimeHHMMSS / formatTimeHHMM / addMinutesToTime / minutesBetween', () => {
  it.each([
    [0, '00:00:00'],
    [545, '09:05:00'],
    [1439, '23:59:00'],
    [1440, '00:00:00'],
    [1500, '01:00:00'],
    [-30, '23:30:00'],
  ])('formatTimeHHMMSS(%i) = %s', (minutes, text) => {
    expect(formatTimeHHMMSS(minutes)).toBe(text);
    expect(formatTimeHHMM(minutes)).toBe(text.slice(0, 5));
  });

  it.each([
    ['09:00', 30, '09:30:00'],
    ['09:45:00', 30, '10:15:00'],
    ['23:45', 30, '00:15:00'],
    ['00:10', -20, '23:50:00'],
  ])('addMinutesToTime(%s, %i) wraps like a clock: %s', (time, minutes, result) => {
    expect(addMinutesToTime(time, minutes)).toBe(result);
  });

  it('minutesBetween', () => {
    expect(minutesBetween('09:00:00', '10:15')).toBe(75);
    expect(minutesBetween('10:00', '09:00')).toBe(-60);
  });
});

describe('format12h / formatTimeRange', () => {
  it.each([
    ['14:30:00', '2:30 PM'],
    ['09:00', '9:00 AM'],
    ['00:05:00', '12:05 AM'],
    ['12:00:00', '12:00 PM'],
    ['11:59', '11:59 AM'],
    ['23:45:00', '11:45 PM'],
  ])('format12h(%s) = %s', (time, text) => {
    expect(format12h(time)).toBe(text);
  });

  it.each([
    ['09:00:00', '09:30:00', '9:00 AM - 9:30 AM'],
    ['11:30', '13:00', '11:30 AM - 1:00 PM'],
    ['09:00', null, '9:00 AM'],
  ])('formatTimeRange(%s, %s) = %s', (start, end, text) => {
    expect(formatTimeRange(start, end)).toBe(text);
  });
});
