import { describe, expect, it } from 'vitest';
import { emailHandOverState, readAuthNavigationState } from './email-hand-over';

describe('emailHandOverState', () => {
  it('trims the address and opens the Sign Up tab', () => {
    expect(emailHandOverState('  ada@example.com ')).toEqual({ email: 'ada@example.com', tab: 'signup' });
  });
  it('sends no empty address', () => {
    expect(emailHandOverState('   ')).toEqual({ tab: 'signup' });
  });
});

describe('readAuthNavigationState', () => {
  it.each([
    [null, {}],
    ['ada@example.com', {}],
    [{ email: 42, tab: 'other' }, {}],
    [{ email: ' ada@example.com ' }, { email: 'ada@example.com' }],
    [
      { tab: 'signin', error: 'Link expired' },
      { tab: 'signin', error: 'Link expired' },
    ],
  ])('%j → %j', (state, expected) => {
    expect(readAuthNavigationState(state)).toEqual(expected);
  });
});
