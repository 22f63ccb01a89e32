// The estimate behind refusing regular expressions too complex to compile in time: how many atoms a
// pattern becomes once Postgres has expanded its bounded repetitions.
import { describe, expect, it } from 'vitest';
import { assertRegexFeasible, expandedSize, MAX_REGEX_COPIES } from '../../src/rest/regex-guard.ts';

describe('expandedSize', () => {
  it.each([
    ['abc', 3],
    ['a*b+c?', 3],
    ['a{3}', 3],
    ['a{2,5}', 5],
    ['a{4,}', 5],
    ['(ab){3}', 6],
    ['(a|bc){2}', 6],
    ['(a{1,255}){1,255}', 65_025],
    ['((a{1,10}){1,10}){1,10}', 1000],
    ['[a-z]{1,20}', 20],
    ['[]{}]{1,4}', 4],
    ['[[:alpha:]]{1,3}x', 4],
    ['\\d{2}-\\d{2}', 5],
    ['(?:ab){2}', 4],
    ['(?i)ab', 2],
    ['***=a{1,255}', 8],
    ['a{', 2],
  ])('%s is %i', (pattern, size) => {
    expect(expandedSize(pattern)).toBe(size);
  });
});

describe('assertRegexFeasible', () => {
  it('lets patterns of an ordinary size through', () => {
    for (const pattern of [
      '^[A-Z][a-z]{2,10}$',
      '(a{1,255}){1,7}',
      '^(t|o)(w{1,3}|n){1,2}',
      `^${'x'.repeat(MAX_REGEX_COPIES)}$`.slice(0, MAX_REGEX_COPIES),
    ]) {
      expect(() => assertRegexFeasible(pattern)).not.toThrow();
    }
  });

  it('refuses nested repetitions past the limit with the error Postgres gives a pattern too large', () => {
    for (const pattern of ['(a{1,255}){1,255}', '(a{1,255}){1,8}', '((o{1,50}){1,50})', 'x'.repeat(10_001)]) {
      expect(() => assertRegexFeasible(pattern)).toThrow(
        expect.objectContaining({
          status: 400,
          body: expect.objectContaining({
            code: '2201B',
            message: 'invalid regular expression: regular expression is too complex',
          }),
        }),
      );
    }
  });
});
