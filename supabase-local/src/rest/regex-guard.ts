import { RestError } from './errors.ts';

/**
 * Regular-expression filters (`match`, `imatch`) that Postgres would spend long compiling are refused before
 * they reach the database. Postgres expands every bounded repetition (`{m,n}`) into copies of what it
 * repeats, so nesting them multiplies the automaton's size: `(a{1,255}){1,255}` is 65,025 copies. Hosted
 * Postgres refuses that one as too complex after a while; PGlite took 0.5 s to compile `(a{1,255}){1,20}`
 * (5,100 copies), answered `(a{1,255}){1,50}` with no rows at all instead of an error, and was left broken
 * (the next failing statement on the server answered 500 'bad buffer ID: 0' or never returned). Measured on
 * PGlite: patterns up to about 2,000 copies compile within 0.1 s. Back-references stay allowed: Postgres's
 * matcher bounds their cost (`^(a+)+\1b$` against 1,000 characters: 1 ms).
 */
export const MAX_REGEX_COPIES = 2000;

/** Longest pattern accepted: the expansion estimate below walks it once. */
const MAX_PATTERN_LENGTH = 10_000;

/** SQLSTATE and message Postgres gives a regular expression it will not compile. */
const TOO_COMPLEX = { code: '2201B', message: 'invalid regular expression: regular expression is too complex' };

export function assertRegexFeasible(pattern: string): void {
  if (pattern.length > MAX_PATTERN_LENGTH || expandedSize(pattern) > MAX_REGEX_COPIES) {
    throw new RestError(
      400,
      TOO_COMPLEX.code,
      TOO_COMPLEX.message,
      null,
      `Nested repetitions may expand to at most ${MAX_REGEX_COPIES} copies here`,
    );
  }
}

/**
 * How many atoms the pattern becomes once Postgres has expanded its bounded repetitions: a sequence adds up
 * its items, alternatives add up, a repeated item counts as many times as its upper bound (its lower bound
 * plus one for `{m,}`; once for `*`, `+`, `?`). An estimate, not a parser: a malformed pattern gets some
 * number and Postgres then reports the syntax error itself.
 */
export function expandedSize(pattern: string): number {
  // Prefixes of Postgres's advanced regular expressions: `***=` makes the rest a literal string.
  if (pattern.startsWith('***=')) return pattern.length - 4;
  const text = pattern.startsWith('***:') ? pattern.slice(4) : pattern;
  /** Per open group: the sum of its finished alternatives and of the current one. */
  const stack: { done: number; current: number }[] = [{ done: 0, current: 0 }];
  /** Size of the last complete item of the current sequence, which a quantifier repeats. */
  let last = 0;
  let i = 0;
  const top = (): { done: number; current: number } => stack[stack.length - 1] as { done: number; current: number };
  const addItem = (size: number): void => {
    top().current += size;
    last = size;
  };
  while (i < text.length) {
    const ch = text[i] as string;
    if (ch === '\\') {
      addItem(1);
      i += 2;
    } else if (ch === '[') {
      i = skipBracket(text, i);
      addItem(1);
    } else if (ch === '(') {
      // Embedded options `(?i)` and comments `(?#...)` match nothing.
      if (text.startsWith('(?#', i)) {
        const end = text.indexOf(')', i);
        i = end === -1 ? text.length : end + 1;
        continue;
      }
      const options = /^\(\?[bceimnpqstwx]+\)/.exec(text.slice(i, i + 16));
      if (options) {
        i += options[0].length;
        continue;
      }
      stack.push({ done: 0, current: 0 });
      i +=
        text.startsWith('(?:', i) || text.startsWith('(?=', i) || text.startsWith('(?!', i)
          ? 3
          : text.startsWith('(?<=', i) || text.startsWith('(?<!', i)
            ? 4
            : 1;
      last = 0;
    } else if (ch === ')') {
      if (stack.length > 1) {
        const group = stack.pop() as { done: number; current: number };
        addItem(group.done + group.current);
      }
      i += 1;
    } else if (ch === '|') {
      const group = top();
      group.done += group.current;
      group.current = 0;
      last = 0;
      i += 1;
    } else if (ch === '{') {
      const bound = /^\{(\d{1,6})(,(\d{0,6}))?\}/.exec(text.slice(i, i + 16));
      if (!bound) {
        addItem(1);
        i += 1;
        continue;
      }
      const low = Number(bound[1]);
      const high = bound[2] === undefined ? low : bound[3] === '' ? low + 1 : Number(bound[3]);
      const times = Math.max(low, high, 1);
      // The repeated item already counted once.
      top().current += last * (times - 1);
      last *= times;
      i += bound[0].length;
      if (text[i] === '?') i += 1;
    } else {
      // `*`, `+`, `?` keep one copy of what they repeat; anchors and ordinary characters are one atom.
      if (ch !== '*' && ch !== '+' && ch !== '?') addItem(1);
      i += 1;
    }
  }
  while (stack.length > 1) {
    const group = stack.pop() as { done: number; current: number };
    top().current += group.done + group.current;
  }
  return top().done + top().current;
}

/** Index just past a bracket expression: `]` right after `[` or `[^` is a member, `[:alpha:]` and friends nest. */
function skipBracket(text: string, start: number): number {
  let i = start + 1;
  if (text[i] === '^') i += 1;
  if (text[i] === ']') i += 1;
  while (i < text.length && text[i] !== ']') {
    if (text[i] === '[' && (text[i + 1] === ':' || text[i + 1] === '.' || text[i + 1] === '=')) {
      const close = text.indexOf(`${text[i + 1]}]`, i + 2);
      i = close === -1 ? text.length : close + 2;
    } else {
      i += 1;
    }
  }
  return i + 1;
}
