/**
 * A VTIMEZONE block for an IANA zone, read from the platform's own time zone data (Intl), so calendar apps
 * place TZID times right in every year: the daylight-saving changes are written as yearly rules (a VTIMEZONE
 * with only this year's dates would give later years the wrong offset). Zones whose changes do not follow a
 * weekday rule get their exact change dates for a span of years instead.
 */

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(zone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(zone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(zone, formatter);
  }
  return formatter;
}

/** Whether the platform knows the zone. */
export function isKnownTimeZone(zone: string): boolean {
  try {
    formatterFor(zone);
    return true;
  } catch {
    return false;
  }
}

type Wall = { year: number; month: number; day: number; hour: number; minute: number; second: number };

function wallTime(zone: string, instant: number): Wall {
  const parts: Record<string, number> = {};
  for (const part of formatterFor(zone).formatToParts(new Date(instant))) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return {
    year: parts.year as number,
    month: parts.month as number,
    day: parts.day as number,
    hour: (parts.hour as number) % 24,
    minute: parts.minute as number,
    second: parts.second as number,
  };
}

/** The zone's UTC offset in minutes at an instant (east positive). */
export function zoneOffsetMinutes(zone: string, instant: number | Date): number {
  const ms = typeof instant === 'number' ? instant : instant.getTime();
  const wall = wallTime(zone, ms);
  const asUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);
  return Math.round((asUtc - Math.floor(ms / 1000) * 1000) / 60_000);
}

type Transition = { instant: number; from: number; to: number; wall: Wall };

const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;

/** The instants in `year` when the zone's offset changes, with the wall time just before each change. */
export function offsetTransitions(zone: string, year: number): Transition[] {
  const transitions: Transition[] = [];
  const end = Date.UTC(year + 1, 0, 1);
  let previous = Date.UTC(year, 0, 1);
  let previousOffset = zoneOffsetMinutes(zone, previous);
  for (let t = previous + DAY_MS; t <= end; t += DAY_MS) {
    const offset = zoneOffsetMinutes(zone, t);
    if (offset !== previousOffset) {
      // Narrow down to the first minute with the new offset.
      let [low, high] = [previous, t];
      while (high - low > MINUTE_MS) {
        const mid = low + Math.floor((high - low) / 2 / MINUTE_MS) * MINUTE_MS;
        if (zoneOffsetMinutes(zone, mid) === previousOffset) low = mid;
        else high = mid;
      }
      const wallMs = high + previousOffset * MINUTE_MS;
      const w = new Date(wallMs);
      transitions.push({
        instant: high,
        from: previousOffset,
        to: offset,
        wall: {
          year: w.getUTCFullYear(),
          month: w.getUTCMonth() + 1,
          day: w.getUTCDate(),
          hour: w.getUTCHours(),
          minute: w.getUTCMinutes(),
          second: 0,
        },
      });
      previousOffset = offset;
    }
    previous = t;
  }
  return transitions;
}

const BYDAY = ['SU', 'MO', 'TU', 'WE', 'TH', 'FR', 'SA'] as const;

type Rule = { month: number; weekday: number; nth: number };

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** The day of month of the nth (or, with -1, last) `weekday` of a month. */
function ruleDay(year: number, rule: Rule): number {
  if (rule.nth > 0) {
    const firstWeekday = new Date(Date.UTC(year, rule.month - 1, 1)).getUTCDay();
    return 1 + ((rule.weekday - firstWeekday + 7) % 7) + (rule.nth - 1) * 7;
  }
  const length = daysInMonth(year, rule.month);
  const lastWeekday = new Date(Date.UTC(year, rule.month - 1, length)).getUTCDay();
  return length - ((lastWeekday - rule.weekday + 7) % 7);
}

/** The weekday rules (nth, or last) that give this change's date. */
function candidateRules(wall: Wall): Rule[] {
  const weekday = new Date(Date.UTC(wall.year, wall.month - 1, wall.day)).getUTCDay();
  const rules: Rule[] = [{ month: wall.month, weekday, nth: Math.ceil(wall.day / 7) }];
  if (wall.day + 7 > daysInMonth(wall.year, wall.month)) rules.unshift({ month: wall.month, weekday, nth: -1 });
  return rules;
}

const pad = (n: number, width = 2) => String(Math.abs(n)).padStart(width, '0');

function formatOffset(minutes: number): string {
  return `${minutes < 0 ? '-' : '+'}${pad(Math.floor(Math.abs(minutes) / 60))}${pad(Math.abs(minutes) % 60)}`;
}

function formatWall(wall: Wall): string {
  return `${pad(wall.year, 4)}${pad(wall.month)}${pad(wall.day)}T${pad(wall.hour)}${pad(wall.minute)}${pad(wall.second)}`;
}

function observance(kind: 'STANDARD' | 'DAYLIGHT', from: number, to: number, lines: string[]): string[] {
  return [
    `BEGIN:${kind}`,
    `TZOFFSETFROM:${formatOffset(from)}`,
    `TZOFFSETTO:${formatOffset(to)}`,
    ...lines,
    `END:${kind}`,
  ];
}

/** Years written out one by one for zones without a weekday rule. */
const EXPLICIT_YEARS = 30;

/**
 * The VTIMEZONE component for `zone`, with rules as they stand in `year` (observances start in 1970, so
 * every date from then on uses them). Null for a zone the platform does not know.
 */
export function vtimezone(zone: string, year: number = new Date().getFullYear()): string | null {
  if (!isKnownTimeZone(zone)) return null;
  const current = offsetTransitions(zone, year);
  const lines = ['BEGIN:VTIMEZONE', `TZID:${zone}`];

  if (current.length === 0) {
    const offset = zoneOffsetMinutes(zone, Date.UTC(year, 0, 1));
    lines.push(...observance('STANDARD', offset, offset, ['DTSTART:19700101T000000']));
    return [...lines, 'END:VTIMEZONE'].join('\r\n');
  }

  const next = offsetTransitions(zone, year + 1);
  const daylightOffset = Math.max(...current.map((t) => t.to));
  const ruled = current.map((transition) => {
    const rule = candidateRules(transition.wall).find((candidate) =>
      next.some(
        (later) =>
          later.from === transition.from &&
          later.to === transition.to &&
          later.wall.month === candidate.month &&
          later.wall.day === ruleDay(year + 1, candidate) &&
          later.wall.hour === transition.wall.hour &&
          later.wall.minute === transition.wall.minute,
      ),
    );
    return { transition, rule };
  });

  for (const { transition, rule } of ruled) {
    const kind = transition.to === daylightOffset && transition.to > transition.from ? 'DAYLIGHT' : 'STANDARD';
    if (rule) {
      const start = { ...transition.wall, year: 1970, day: ruleDay(1970, rule) };
      const byDay = `${rule.nth}${BYDAY[rule.weekday]}`;
      lines.push(
        ...observance(kind, transition.from, transition.to, [
          `DTSTART:${formatWall(start)}`,
          `RRULE:FREQ=YEARLY;BYMONTH=${rule.month};BYDAY=${byDay}`,
        ]),
      );
    } else {
      // No weekday rule: this change's actual dates, year by year, from this year on.
      const dates: string[] = [];
      for (let y = year; y < year + EXPLICIT_YEARS; y += 1) {
        const match = offsetTransitions(zone, y).find((t) => t.from === transition.from && t.to === transition.to);
        if (match) dates.push(formatWall(match.wall));
      }
      lines.push(
        ...observance(kind, transition.from, transition.to, [
          `DTSTART:${dates[0] ?? formatWall(transition.wall)}`,
          ...(dates.length > 1 ? [`RDATE:${dates.slice(1).join(',')}`] : []),
        ]),
      );
    }
  }
  return [...lines, 'END:VTIMEZONE'].join('\r\n');
}
