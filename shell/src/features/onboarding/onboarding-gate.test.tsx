import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Profile } from '@onething/shared-data';
import type { User } from '@supabase/supabase-js';
import { fakeAuth, renderRoute } from '@onething/test-kit';
import { OnboardingGate, PROFILE_WAIT_MS } from './onboarding-gate';
import { needsOnboarding } from './needs-onboarding';

const user = { id: 'u1', email: 'a@example.com' } as User;
const profile = (onboarding_completed: boolean) => ({ user_id: 'u1', onboarding_completed }) as Profile;

describe('needsOnboarding', () => {
  it.each([
    [null, false],
    [undefined, false],
    [{ onboarding_completed: false }, true],
    [{ onboarding_completed: true }, false],
  ])('%j → %s', (value, expected) => {
    expect(needsOnboarding(value)).toBe(expected);
  });
});

describe('OnboardingGate', () => {
  afterEach(() => vi.useRealTimers());

  it('sends a new account to /onboarding', () => {
    renderRoute(<OnboardingGate>app</OnboardingGate>, { auth: fakeAuth({ user, profile: profile(false) }) });
    expect(screen.getByTestId('location')).toHaveTextContent('/onboarding');
  });

  it('shows the app once onboarding is done', () => {
    renderRoute(<OnboardingGate>app</OnboardingGate>, { auth: fakeAuth({ user, profile: profile(true) }) });
    expect(screen.getByText('app')).toBeInTheDocument();
  });

  it('waits for the profile, then opens the app if it never arrives', () => {
    vi.useFakeTimers();
    renderRoute(<OnboardingGate>app</OnboardingGate>, { auth: fakeAuth({ user, profile: null }) });
    expect(screen.queryByText('app')).not.toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(PROFILE_WAIT_MS);
    });
    expect(screen.getByText('app')).toBeInTheDocument();
  });
});
