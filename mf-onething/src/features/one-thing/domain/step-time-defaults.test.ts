import { describe, expect, it } from 'vitest';
import type { TimeBlockLike } from '@onething/shared-data';
import { defaultStartTime, normalizeDuration } from './step-time-defaults';

const block = (start: string | null, end: string | null, extra: Partial<TimeBlockLike> = {}): TimeBlockLike => ({
  date: '2026-03-08',
  start_time: start,
  end_time: end,
  ...extra,
});

describe('defaultStartTime', () => {
  it.each([
    ['no blocks', [], '09:00'],
    ['one block', [block('09:00:00', '09:30:00')], '10:00'],
    ['latest end wins, not the last in the list', [block('14:00', '15:10'), block('09:00', '10:00')], '15:40'],
    ['block without end uses its duration', [block('11:00', null, { duration_minutes: 60 })], '12:30'],
    ['plain steps without times are ignored', [block(null, null)], '09:00'],
    ['late evening is capped at 23:30', [block('22:00', '23:45')], '23:30'],
  ])('%s', (_label, blocks, expected) => {
    expect(defaultStartTime(blocks)).toBe(expected);
  });
});

describe('normalizeDuration', () => {
  it.each([
    ['empty becomes 1', '', 45, 1],
    ['blank becomes 1', '  ', 45, 1],
    ['in range', '45', 30, 45],
    ['lower bound', '1', 30, 1],
    ['upper bound', '180', 30, 180],
    ['zero is ignored', '0', 30, 30],
    ['negative is ignored', '-5', 60, 60],
    ['above 180 is ignored', '181', 60, 60],
    ['not a number is ignored', 'abc', 25, 25],
    ['decimals are truncated', '12.7', 30, 12],
  ])('%s', (_label, input, previous, expected) => {
    expect(normalizeDuration(input, previous)).toBe(expected);
  });

  it('keeps the default 30 when no previous value is given', () => {
    expect(normalizeDuration('999')).toBe(30);
  });
});
