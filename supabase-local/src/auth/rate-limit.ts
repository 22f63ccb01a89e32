/**
 * GoTrue's rate limits, with hosted Supabase's defaults. Request limits are token buckets per client IP:
 * each holds `burst` requests and refills at `n` requests per five minutes, so an idle client may send a
 * burst and a busy one is held to the rate. Mails are limited per server and hour, and per account by the
 * time since that account's last mail (checked in the database where the send time is stored).
 */
export interface RateLimitOptions {
  /** POST /token, every grant type in one bucket (password sign-in, refresh, PKCE): GOTRUE_RATE_LIMIT_TOKEN_REFRESH. */
  tokenRefresh: number;
  /** POST /signup, POST /resend, POST /recover and PUT /user, a bucket each: GOTRUE_RATE_LIMIT_OTP ("sign-ups and sign-ins" in the dashboard). */
  signUps: number;
  /** GET /verify: GOTRUE_RATE_LIMIT_VERIFY. */
  verify: number;
  /** Requests a full bucket lets through at once (GoTrue fixes it at 30). */
  burst: number;
  /** Mails per hour for the whole server: GOTRUE_RATE_LIMIT_EMAIL_SENT. */
  emailSent: number;
  /** Seconds between two mails to one account: GOTRUE_SMTP_MAX_FREQUENCY. */
  emailMaxFrequency: number;
}

export const DEFAULT_RATE_LIMITS: Readonly<RateLimitOptions> = {
  tokenRefresh: 150,
  signUps: 30,
  verify: 30,
  burst: 30,
  emailSent: 30,
  emailMaxFrequency: 60,
};

export type RequestBucket = 'token' | 'signup' | 'resend' | 'recover' | 'verify' | 'user';

const BUCKET_RATE: Record<RequestBucket, keyof RateLimitOptions> = {
  token: 'tokenRefresh',
  signup: 'signUps',
  resend: 'signUps',
  recover: 'signUps',
  verify: 'verify',
  user: 'signUps',
};

const REFILL_WINDOW_SECONDS = 5 * 60;
const EMAIL_WINDOW_MS = 60 * 60 * 1000;
/** Bounds the memory an attacker can fill with distinct keys; the least recently used bucket goes first. */
const MAX_KEYS_PER_BUCKET = 100_000;

export type Clock = () => number;

class TokenBuckets {
  private readonly buckets = new Map<string, { tokens: number; at: number }>();

  constructor(
    private readonly perMs: number,
    private readonly size: number,
    private readonly now: Clock,
  ) {}

  take(key: string): boolean {
    const now = this.now();
    const bucket = this.buckets.get(key);
    const tokens =
      bucket === undefined ? this.size : Math.min(this.size, bucket.tokens + (now - bucket.at) * this.perMs);
    // Re-inserting keeps the map ordered from least to most recently used.
    this.buckets.delete(key);
    const allowed = tokens >= 1;
    this.buckets.set(key, { tokens: allowed ? tokens - 1 : tokens, at: now });
    if (this.buckets.size > MAX_KEYS_PER_BUCKET) {
      const oldest = this.buckets.keys().next().value;
      if (oldest !== undefined) this.buckets.delete(oldest);
    }
    return allowed;
  }
}

/** GoTrue's interval limiter: a fixed number of events per window, the count starting over each window. */
class FixedWindow {
  private start: number;
  private count = 0;

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
    private readonly now: Clock,
  ) {
    this.start = now();
  }

  take(): boolean {
    const now = this.now();
    const elapsed = Math.floor((now - this.start) / this.windowMs);
    if (elapsed > 0) {
      this.start += elapsed * this.windowMs;
      this.count = 0;
    }
    if (this.count >= this.limit) return false;
    this.count += 1;
    return true;
  }
}

export class AuthRateLimiter {
  private readonly perIp = new Map<RequestBucket, TokenBuckets>();
  private readonly perAccount = new Map<RequestBucket, TokenBuckets>();
  private readonly mails: FixedWindow | undefined;
  /** 0 when limits are off. */
  readonly emailMaxFrequencySeconds: number;

  /** `false` turns every limit off (for test suites that sign up many users from one address). */
  constructor(options: RateLimitOptions | false, now: Clock = Date.now) {
    if (options === false) {
      this.emailMaxFrequencySeconds = 0;
      return;
    }
    for (const bucket of Object.keys(BUCKET_RATE) as RequestBucket[]) {
      const perMs = options[BUCKET_RATE[bucket]] / (REFILL_WINDOW_SECONDS * 1000);
      this.perIp.set(bucket, new TokenBuckets(perMs, options.burst, now));
      this.perAccount.set(bucket, new TokenBuckets(perMs, options.burst, now));
    }
    this.mails = new FixedWindow(options.emailSent, EMAIL_WINDOW_MS, now);
    this.emailMaxFrequencySeconds = options.emailMaxFrequency;
  }

  /** One request from a client address; false once its bucket is empty. */
  allowRequest(bucket: RequestBucket, clientIp: string): boolean {
    return this.perIp.get(bucket)?.take(clientIp) ?? true;
  }

  /**
   * One request naming an account (the normalised e-mail), from any address. GoTrue limits only by
   * address; this second bucket of the same size stops one account being tried from many addresses,
   * and a single client always meets its address's bucket first.
   */
  allowAccount(bucket: RequestBucket, email: string): boolean {
    return this.perAccount.get(bucket)?.take(email) ?? true;
  }

  /** One mail out of the server's hourly allowance. */
  allowEmailSend(): boolean {
    return this.mails?.take() ?? true;
  }
}

export function resolveRateLimits(options: Partial<RateLimitOptions> | false | undefined): RateLimitOptions | false {
  if (options === false) return false;
  const resolved = { ...DEFAULT_RATE_LIMITS, ...options };
  for (const [key, value] of Object.entries(resolved)) {
    if (!Number.isFinite(value) || value < 0) throw new Error(`rate limit ${key} must be a number >= 0, got ${value}`);
  }
  return resolved;
}
