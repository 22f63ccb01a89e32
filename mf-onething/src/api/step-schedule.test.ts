import { describe, expect, it } from 'vitest';
import { blockTimes, toTimeColumn } from './step-schedule';

describe('step schedule helpers', () => {
  it.each([
    ['09:00', '09:00:00'],
    ['09:00:00', '09:00:00'],
  ])('stores %s as %s', (input, stored) => expect(toTimeColumn(input)).toBe(stored));

  it.each([
    ['09:00', 30, '09:00:00', '09:30:00'],
    ['11:00', 45, '11:00:00', '11:45:00'],
    ['23:45', 30, '23:45:00', '23:59:00'],
  ])('a block at %s for %i minutes is %s-%s', (start, duration, startCol, endCol) => {
    expect(blockTimes(start, duration)).toEqual({ start_time: startCol, end_time: endCol });
  });
});
