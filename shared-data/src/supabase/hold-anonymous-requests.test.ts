// The app's fetch in front of the real local backend: which requests it holds back and which it sends. (How
// supabase-js comes to send the anonymous key, a refresh that failed and its 60 s cooldown, takes 30 s of
// auth-js's own retries to reproduce, too long for this suite; the rule is tested at the request.)
import { describe, expect, it, vi } from 'vitest';
import { testBackend, signUpUser } from '../testing';
import { holdAnonymousDataRequests, holdsSession } from './hold-anonymous-requests';

const STORED = JSON.stringify({ access_token: 'expired', refresh_token: 'refresh' });

function appFetch(stored: string | null) {
  const send = vi.fn((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init));
  const { anonKey } = testBackend();
  return { send, request: holdAnonymousDataRequests(anonKey, () => holdsSession(stored), send) };
}

function habitsRead(token: string) {
  const { url, anonKey } = testBackend();
  return [
    `${url}/rest/v1/habits?select=name`,
    { headers: { apikey: anonKey, Authorization: `Bearer ${token}` } },
  ] as const;
}

describe("the app's fetch", () => {
  it('holds back a data request with the anonymous key while a session is stored, as if the connection were down', async () => {
    const { send, request } = appFetch(STORED);
    await expect(request(...habitsRead(testBackend().anonKey))).rejects.toThrow(TypeError);
    expect(send).not.toHaveBeenCalled();
  });

  it("sends it when no session is stored (signed out), and the user's own token always", async () => {
    const user = await signUpUser();
    const { data } = await user.client.auth.getSession();
    await user.client.from('habits').insert({
      user_id: user.userId,
      name: 'Read',
      cue: 'After dinner',
      two_minute_version: 'One page',
      scheduled_time: '21:00',
    });
    const signedOut = appFetch(null);
    expect(await (await signedOut.request(...habitsRead(testBackend().anonKey))).json()).toEqual([]);
    const signedIn = appFetch(STORED);
    expect(await (await signedIn.request(...habitsRead(data.session!.access_token))).json()).toEqual([
      { name: 'Read' },
    ]);
  });

  it("sends Auth's own requests, which carry the anonymous key by design", async () => {
    const { send, request } = appFetch(STORED);
    const { url, anonKey } = testBackend();
    await request(`${url}/auth/v1/settings`, { headers: { apikey: anonKey, Authorization: `Bearer ${anonKey}` } });
    expect(send).toHaveBeenCalledTimes(1);
  });
});

describe('holdsSession', () => {
  it('is true for a stored session that can be refreshed, false for nothing, garbage or no refresh token', () => {
    expect(holdsSession(STORED)).toBe(true);
    expect(holdsSession(null)).toBe(false);
    expect(holdsSession('{not json')).toBe(false);
    expect(holdsSession(JSON.stringify({ access_token: 'a' }))).toBe(false);
  });
});
