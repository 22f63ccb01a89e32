// Times of day as the database stores them ('HH:MM' or 'HH:MM:SS'), as minutes since midnight, and as the
// labels the pages show ('9:00 AM - 9:30 AM').

export const MINUTES_PER_DAY = 24 * 60;
/** Latest minute of a day; block ends are clamped here so a block never spills into the next day. */
export const LAST_MINUTE_OF_DAY = MINUTES_PER_DAY - 1;

const TIME_PATTERN = /^(\d{1,2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?$/;

export function isValidTime(value: string): boolean {
  const match = TIME_PATTERN.exec(value.trim());
  if (!match) return false;
  const [h, m, s] = [Number(match[1]), Number(match[2]), Number(match[3] ?? 0)];
  return h < 24 && m < 60 && s < 60;
}

/** Minutes since midnight of 'HH:MM' or 'HH:MM:SS' (seconds are dropped). Throws on malformed input. */
export function parseTime(value: string): number {
  const match = TIME_PATTERN.exec(value.trim());
  if (!match || !isValidTime(value)) throw new RangeError(`Invalid time "${value}", expected HH:MM[:SS]`);
  return Number(match[1]) * 60 + Number(match[2]);
}

/** Wraps around midnight like a clock: 1500 minutes is 01:00. */
function wrapMinutes(minutes: number): number {
  return ((Math.trunc(minutes) % MINUTES_PER_DAY) + MINUTES_PER_DAY) % MINUTES_PER_DAY;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** 'HH:MM:SS' for a time-of-day column; values outside one day wrap around midnight. */
export function formatTimeHHMMSS(minutes: number): string {
  const wrapped = wrapMinutes(minutes);
  return `${pad(Math.floor(wrapped / 60))}:${pad(wrapped % 60)}:00`;
}

/** 'HH:MM' as an <input type="time"> expects; values outside one day wrap around midnight. */
export function formatTimeHHMM(minutes: number): string {
  return formatTimeHHMMSS(minutes).slice(0, 5);
}

/** Clock arithmetic on a time of day ('HH:MM:SS' result), wrapping around midnight. */
export function addMinutesToTime(time: string, minutes: number): string {
  return formatTimeHHMMSS(parseTime(time) + minutes);
}

/** Minutes from start to end (negative when end is earlier). */
export function minutesBetween(start: string, end: string): number {
  return parseTime(end) - parseTime(start);
}

/** '14:30:00' is '2:30 PM'; midnight is '12:00 AM', noon '12:00 PM'. */
export function format12h(time: string): string {
  const minutes = parseTime(time);
  const h24 = Math.floor(minutes / 60);
  const suffix = h24 < 12 ? 'AM' : 'PM';
  const h12 = h24 % 12 === 0 ? 12 : h24 % 12;
  return `${h12}:${pad(minutes % 60)} ${suffix}`;
}

/** '9:00 AM - 9:30 AM'; only the start when the end is missing. */
export function formatTimeRange(start: string, end: string | null | undefined): string {
  return end ? `${format12h(start)} - ${format12h(end)}` : format12h(start);
}

function timeSortKey(time: string | null): number {
  if (!time) return Number.POSITIVE_INFINITY;
  const match = TIME_PATTERN.exec(time.trim());
  if (!match) return Number.POSITIVE_INFINITY;
  return Number(match[1]) * 3600 + Number(match[2]) * 60 + Number(match[3] ?? 0);
}

/** Orders two times of day; a missing or malformed time sorts after every valid one. */
export function compareTimesOfDay(a: string | null, b: string | null): number {
  const [ka, kb] = [timeSortKey(a), timeSortKey(b)];
  return ka === kb ? 0 : ka < kb ? -1 : 1;
}
