import bcrypt from 'bcryptjs';
import { fail } from '../errors.ts';

export const MIN_PASSWORD_LENGTH = 6;
/**
 * bcrypt's cost factor: 10, as hosted Supabase Auth hashes (~100 ms of CPU per hash or check).
 * `SUPABASE_LOCAL_BCRYPT_COST` lowers it for test runs, where thousands of throw-away sign-ups and sign-ins
 * were a large share of the suites' CPU time; nothing a client sees depends on it but the time an answer takes.
 */
const COST = bcryptCost(process.env.SUPABASE_LOCAL_BCRYPT_COST);
// Compared against when the e-mail is unknown so that both answers take the same time.
let dummyHash: Promise<string> | undefined;

/** The cost factor a `SUPABASE_LOCAL_BCRYPT_COST` setting asks for (exported for its test). */
export function bcryptCost(setting: string | undefined): number {
  if (setting === undefined || setting === '') return 10;
  const cost = Number(setting);
  // bcrypt accepts 4-31; a typo must not silently weaken (or stall) every hash.
  if (!Number.isInteger(cost) || cost < 4 || cost > 31)
    throw new Error(`SUPABASE_LOCAL_BCRYPT_COST must be a whole number from 4 to 31, not "${setting}"`);
  return cost;
}

export function checkPasswordStrength(password: string): void {
  if (password.length < MIN_PASSWORD_LENGTH) {
    fail(422, 'weak_password', `Password should be at least ${MIN_PASSWORD_LENGTH} characters.`, {
      weak_password: { reasons: ['length'] },
    });
  }
  if (Buffer.byteLength(password) > 72)
    fail(422, 'weak_password', 'Password cannot be longer than 72 characters', {
      weak_password: { reasons: ['length'] },
    });
}

/** ~100 ms of CPU: call outside any database transaction. */
export function hashPassword(password: string): Promise<string> {
  return bcrypt.hash(password, COST);
}

export function passwordMatches(password: string, hash: string | null | undefined): Promise<boolean> {
  if (typeof hash === 'string' && hash !== '') return bcrypt.compare(password, hash);
  dummyHash ??= bcrypt.hash('supabase-local-dummy-password', COST);
  return dummyHash.then((dummy) => bcrypt.compare(password, dummy)).then(() => false);
}
