import { describe, expect, it } from 'vitest';
import { APP_SOURCE, EXTENSION_SOURCE, isAppMessage, isEmergencySentence, isExtensionMessage } from './protocol';

describe('isExtensionMessage', () => {
  it.each([
    { source: EXTENSION_SOURCE, type: 'REQUEST_TOKEN' },
    { source: EXTENSION_SOURCE, type: 'SHIELD_STATUS', active: false },
    { source: EXTENSION_SOURCE, type: 'SHIELD_STATUS', active: true, endsAt: 1, blockedCount: 2 },
    { source: EXTENSION_SOURCE, type: 'SHIELD_STATUS', active: false, blockedCount: 2, reason: 'timer_expired' },
    { source: EXTENSION_SOURCE, type: 'SITE_PERMISSION_RESPONSE', site: 'a.com', granted: false, requestId: 'r' },
    { source: EXTENSION_SOURCE, type: 'PONG', nonce: 'n', version: '1.0.0' },
    { source: EXTENSION_SOURCE, type: 'ALL_SITES_PERMISSION_RESPONSE', granted: true, prompted: false, requestId: 'r' },
    {
      source: EXTENSION_SOURCE,
      type: 'SHIELD_STATUS',
      active: true,
      locked: true,
      emergencyStopAt: null,
      breakEndsAt: 5,
      breaksLeft: 1,
    },
    { source: EXTENSION_SOURCE, type: 'SHIELD_STATUS', active: false, scheduled: true, reason: 'emergency_stop' },
    { source: EXTENSION_SOURCE, type: 'EXTENSION_INFO', requestId: 'r', privateWindowsAllowed: false },
  ])('accepts %j', (data) => expect(isExtensionMessage(data)).toBe(true));

  it.each([
    { source: APP_SOURCE, type: 'REQUEST_TOKEN' },
    { type: 'REQUEST_TOKEN' },
    { source: EXTENSION_SOURCE, type: 'AUTH_TOKEN', token: 't', expiresAt: 1 },
    { source: EXTENSION_SOURCE, type: 'SHIELD_STATUS' },
    { source: EXTENSION_SOURCE, type: 'SHIELD_STATUS', active: true, endsAt: 'soon' },
    { source: EXTENSION_SOURCE, type: 'SHIELD_STATUS', active: false, reason: 'bored' },
    { source: EXTENSION_SOURCE, type: 'PONG', version: '1' },
    { source: EXTENSION_SOURCE, type: 'SHIELD_STATUS', active: true, locked: 'yes' },
    { source: EXTENSION_SOURCE, type: 'SHIELD_STATUS', active: true, emergencyStopAt: 'soon' },
    { source: EXTENSION_SOURCE, type: 'EXTENSION_INFO', requestId: 'r' },
    { source: EXTENSION_SOURCE, type: 'ALL_SITES_PERMISSION_RESPONSE', granted: true, requestId: 'r' },
    { source: EXTENSION_SOURCE, type: 'ALL_SITES_PERMISSION_RESPONSE', granted: 'yes', prompted: true, requestId: 'r' },
    { source: EXTENSION_SOURCE, type: 'ALL_SITES_PERMISSION_RESPONSE', granted: true, prompted: true, requestId: '' },
    [EXTENSION_SOURCE],
    'REQUEST_TOKEN',
  ])('rejects %j', (data) => expect(isExtensionMessage(data)).toBe(false));
});

describe('isAppMessage', () => {
  it('accepts the app messages and rejects bad stop reasons and forged sources', () => {
    expect(isAppMessage({ source: APP_SOURCE, type: 'AUTH_TOKEN', token: 't', expiresAt: null })).toBe(true);
    expect(isAppMessage({ source: APP_SOURCE, type: 'LOGOUT' })).toBe(true);
    expect(
      isAppMessage({
        source: APP_SOURCE,
        type: 'START_SHIELD',
        enabled: true,
        sites: ['a.com'],
        allowedDomains: [],
        sessionId: null,
        durationMinutes: 25,
      }),
    ).toBe(true);
    expect(isAppMessage({ source: APP_SOURCE, type: 'STOP_SHIELD', reason: 'timer_expired' })).toBe(true);
    expect(isAppMessage({ source: APP_SOURCE, type: 'STOP_SHIELD', reason: 'because' })).toBe(false);
    expect(isAppMessage({ source: EXTENSION_SOURCE, type: 'LOGOUT' })).toBe(false);
    expect(isAppMessage({ source: APP_SOURCE, type: 'AUTH_TOKEN', token: '', expiresAt: null })).toBe(false);
  });

  it('accepts the backend URL and anon key with a token only as an http(s) URL and a non-empty key', () => {
    const token = { source: APP_SOURCE, type: 'AUTH_TOKEN', token: 't', expiresAt: 1 };
    expect(isAppMessage({ ...token, apiUrl: 'https://abc.supabase.co', anonKey: 'anon' })).toBe(true);
    expect(isAppMessage({ ...token, apiUrl: 'javascript:alert(1)', anonKey: 'anon' })).toBe(false);
    expect(isAppMessage({ ...token, apiUrl: 'not a url' })).toBe(false);
    expect(isAppMessage({ ...token, anonKey: '' })).toBe(false);
  });

  it('accepts a request for every site only with a request id and a known way of asking', () => {
    const request = { source: APP_SOURCE, type: 'REQUEST_ALL_SITES_PERMISSION', requestId: 'r' };
    for (const ask of ['always', 'first-time', 'never']) expect(isAppMessage({ ...request, ask })).toBe(true);
    expect(isAppMessage({ ...request, ask: 'sometimes' })).toBe(false);
    expect(isAppMessage(request)).toBe(false);
    expect(isAppMessage({ ...request, requestId: '', ask: 'always' })).toBe(false);
  });

  it('accepts the adult-content switch on START_SHIELD only as a boolean', () => {
    const start = {
      source: APP_SOURCE,
      type: 'START_SHIELD',
      enabled: true,
      sites: [],
      allowedDomains: [],
      sessionId: null,
      durationMinutes: 25,
    };
    expect(isAppMessage({ ...start, blockAdultContent: true })).toBe(true);
    expect(isAppMessage({ ...start, blockAdultContent: 'yes' })).toBe(false);
  });

  it('takes a locked start with an emergency wait in bounds, an allowlist only when not empty, breaks in bounds', () => {
    const start = {
      source: APP_SOURCE,
      type: 'START_SHIELD',
      enabled: true,
      sites: [],
      allowedDomains: [],
      sessionId: null,
      durationMinutes: 25,
    };
    expect(isAppMessage({ ...start, locked: true, emergencyWaitSeconds: 60, allowlist: ['a.com'], breaks: 2 })).toBe(
      true,
    );
    expect(isAppMessage({ ...start, emergencyWaitSeconds: 5 })).toBe(false);
    expect(isAppMessage({ ...start, emergencyWaitSeconds: 4000 })).toBe(false);
    expect(isAppMessage({ ...start, allowlist: [] })).toBe(false);
    expect(isAppMessage({ ...start, breaks: 11 })).toBe(false);
    expect(isAppMessage({ ...start, locked: 'yes' })).toBe(false);
    expect(isAppMessage({ source: APP_SOURCE, type: 'BEGIN_EMERGENCY_STOP', sentence: 'x' })).toBe(true);
    expect(isAppMessage({ source: APP_SOURCE, type: 'BEGIN_EMERGENCY_STOP' })).toBe(false);
    expect(isAppMessage({ source: APP_SOURCE, type: 'SHIELD_PLAN_CHANGED' })).toBe(true);
    expect(isAppMessage({ source: APP_SOURCE, type: 'GET_EXTENSION_INFO', requestId: '' })).toBe(false);
  });
});

describe('isEmergencySentence', () => {
  it('takes the sentence whatever its case, spaces and final full stop, and nothing else', () => {
    expect(isEmergencySentence('I choose to break my focus')).toBe(true);
    expect(isEmergencySentence('  i CHOOSE to  break my focus.  ')).toBe(true);
    expect(isEmergencySentence('I choose to break my')).toBe(false);
    expect(isEmergencySentence('')).toBe(false);
  });
});
