const UNIT_MS: Record<string, number> = { us: 0.001, ms: 1, s: 1000, min: 60_000, h: 3_600_000, d: 86_400_000 };

/**
 * A duration as Postgres reads a time setting such as statement_timeout: a number with an optional unit
 * (us, ms, s, min, h, d); no unit means milliseconds. Returns milliseconds, or null when unreadable.
 */
export function parseDurationMs(text: string): number | null {
  const match = /^\s*(\d+(?:\.\d+)?)\s*(us|ms|s|min|h|d)?\s*$/.exec(text);
  if (!match) return null;
  return Number(match[1]) * (UNIT_MS[match[2] ?? 'ms'] as number);
}
