import { describe, expect, it } from 'vitest';
import { reflectionHref } from './links';

describe('reflectionHref', () => {
  it('opens the current period of each kind without a period', () => {
    expect(reflectionHref('daily')).toBe('/reflection');
    expect(reflectionHref('weekly')).toBe('/reflection/weekly');
    expect(reflectionHref('monthly')).toBe('/reflection/monthly');
  });

  it('opens one period by its first day', () => {
    expect(reflectionHref('daily', '2026-11-27')).toBe('/reflection?period=2026-11-27');
    expect(reflectionHref('weekly', '2026-11-22')).toBe('/reflection/weekly?period=2026-11-22');
    expect(reflectionHref('monthly', '2026-11-01')).toBe('/reflection/monthly?period=2026-11-01');
  });
});
