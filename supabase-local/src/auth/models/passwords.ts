import bcrypt from 'bcryptjs';
import { fail } from '../errors.ts';

export const MIN_PASSWORD_LENGTH = 6;
const COST = 10;
// Compared against when the e-mail is unknown so that both answers take the same time.
let dummyHash: Promise<string> | undefined;

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
