import type { RateLimitOptions } from '../auth/rate-limit.ts';

/** The command-line flags of the auth rate limits and refresh-token reuse (node:util parseArgs options). */
export const AUTH_CLI_OPTIONS = {
  'rate-limit-token-refresh': { type: 'string' },
  'rate-limit-sign-ups': { type: 'string' },
  'rate-limit-verify': { type: 'string' },
  'rate-limit-burst': { type: 'string' },
  'rate-limit-email-sent': { type: 'string' },
  'email-max-frequency': { type: 'string' },
  'disable-rate-limits': { type: 'boolean' },
  'refresh-token-reuse-interval': { type: 'string' },
} as const;

export const AUTH_CLI_USAGE = `  --rate-limit-token-refresh <n>  POST /token requests (sign-in, refresh, PKCE) per 5 min per IP (default 150)
  --rate-limit-sign-ups <n>       POST /signup, /resend and PUT /user requests per 5 min per IP (default 30)
  --rate-limit-verify <n>         GET /verify requests per 5 min per IP (default 30)
  --rate-limit-burst <n>          requests a full bucket lets through at once (default 30)
  --rate-limit-email-sent <n>     mails per hour for the whole server (default 30)
  --email-max-frequency <s>       seconds between two mails to one account (default 60)
  --disable-rate-limits           turn every auth rate limit off (test stacks)
  --refresh-token-reuse-interval <s>  seconds a rotated refresh token stays usable (default 10)`;

export interface AuthCliValues {
  'rate-limit-token-refresh'?: string;
  'rate-limit-sign-ups'?: string;
  'rate-limit-verify'?: string;
  'rate-limit-burst'?: string;
  'rate-limit-email-sent'?: string;
  'email-max-frequency'?: string;
  'disable-rate-limits'?: boolean;
  'refresh-token-reuse-interval'?: string;
}

function nonNegative(flag: string, value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  const n = Number(value);
  if (value.trim() === '' || !Number.isFinite(n) || n < 0)
    throw new Error(`invalid --${flag} ${value}: expected a number >= 0`);
  return n;
}

const RATE_LIMIT_FLAGS = {
  'rate-limit-token-refresh': 'tokenRefresh',
  'rate-limit-sign-ups': 'signUps',
  'rate-limit-verify': 'verify',
  'rate-limit-burst': 'burst',
  'rate-limit-email-sent': 'emailSent',
  'email-max-frequency': 'emailMaxFrequency',
} as const satisfies Record<string, keyof RateLimitOptions>;

export function authOptionsFromCli(values: AuthCliValues): {
  rateLimits: Partial<RateLimitOptions> | false;
  refreshTokenReuseInterval?: number;
} {
  const rateLimits: Partial<RateLimitOptions> = {};
  for (const [flag, key] of Object.entries(RATE_LIMIT_FLAGS) as [
    keyof typeof RATE_LIMIT_FLAGS,
    keyof RateLimitOptions,
  ][]) {
    const value = nonNegative(flag, values[flag]);
    if (value !== undefined) rateLimits[key] = value;
  }
  return {
    rateLimits: values['disable-rate-limits'] ? false : rateLimits,
    refreshTokenReuseInterval: nonNegative('refresh-token-reuse-interval', values['refresh-token-reuse-interval']),
  };
}
