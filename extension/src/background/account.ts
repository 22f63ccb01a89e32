// The signed-in user as the app reported it: the token (browser session only), whose it is, which
// backend it is for and which app origin sent it.
import type { AuthTokenMessage } from '@onething/shared-data/extension-protocol';
import type { Backend } from './backend';
import { tokenSubject } from './backend';
import { readLocal, readSession, writeLocal, writeSession, type Account } from './storage';

/** A token this close to its expiry is treated as expired and a fresh one asked for. */
const EXPIRY_MARGIN_MS = 30_000;

export async function saveToken(message: AuthTokenMessage, appOrigin: string): Promise<Account | null> {
  const userId = tokenSubject(message.token);
  if (!userId) return null;
  const previous = await readLocal('account');
  const sameBackend = previous?.appOrigin === appOrigin;
  const account: Account = {
    userId,
    appOrigin,
    apiUrl: message.apiUrl ?? (sameBackend ? previous.apiUrl : null),
    anonKey: message.anonKey ?? (sameBackend ? previous.anonKey : null),
  };
  await writeSession('token', { token: message.token, expiresAt: message.expiresAt });
  await writeLocal('account', account);
  return account;
}

export async function forgetUser(): Promise<void> {
  await writeSession('token', null);
  await writeLocal('account', null);
  await writeLocal('pendingBlocks', []);
  await writeLocal('pendingEmergencyStops', []);
}

export type Credentials = { account: Account; backend: Backend; token: string };

/** The account, backend and a token that has not expired, or null when any is missing. */
export async function currentCredentials(now = Date.now()): Promise<Credentials | null> {
  const [account, stored] = await Promise.all([readLocal('account'), readSession('token')]);
  if (!account?.apiUrl || !account.anonKey || !stored) return null;
  if (stored.expiresAt !== null && stored.expiresAt * 1000 - EXPIRY_MARGIN_MS <= now) return null;
  if (tokenSubject(stored.token) !== account.userId) return null;
  return { account, backend: { apiUrl: account.apiUrl, anonKey: account.anonKey }, token: stored.token };
}
