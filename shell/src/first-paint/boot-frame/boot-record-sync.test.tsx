import { render } from '@testing-library/react';
import type { User } from '@supabase/supabase-js';
import { afterEach, describe, expect, it } from 'vitest';
import { AuthContext, type AuthContextValue, type Profile } from '@onething/shared-data';
import { BootRecordSync } from './boot-record-sync';
import { readBootRecord, writeBootRecord } from './boot-record';

const user = { id: 'user-1', email: 'ada@example.com' } as User;
const profile = (patch: Partial<Profile>) =>
  ({ full_name: null, username: null, onboarding_completed: true, ...patch }) as Profile;

function renderWithAuth(auth: Partial<AuthContextValue>) {
  const value = { user: null, session: null, profile: null, loading: false, ...auth } as AuthContextValue;
  return render(
    <AuthContext.Provider value={value}>
      <BootRecordSync />
    </AuthContext.Provider>,
  );
}

describe('BootRecordSync', () => {
  afterEach(() => localStorage.clear());

  it("records an onboarded user's greeting name", () => {
    renderWithAuth({ user, profile: profile({ full_name: 'Ada Lovelace' }) });
    expect(readBootRecord()).toEqual({ userId: 'user-1', name: 'Ada Lovelace' });
  });

  it('records no name without a chosen one, as the greeting (never the e-mail before the @)', () => {
    renderWithAuth({ user, profile: profile({}) });
    expect(readBootRecord()).toEqual({ userId: 'user-1', name: '' });
    renderWithAuth({ user, profile: profile({ full_name: 'ada', username: 'ada' }) });
    expect(readBootRecord()).toEqual({ userId: 'user-1', name: '' });
  });

  it('records nothing for an account that still has onboarding ahead', () => {
    writeBootRecord({ userId: 'user-1', name: 'Ada' });
    renderWithAuth({ user, profile: profile({ onboarding_completed: false }) });
    expect(readBootRecord()).toBeNull();
  });

  it('removes the record once nobody is signed in, not while the session is being checked', () => {
    writeBootRecord({ userId: 'user-1', name: 'Ada' });
    const { rerender } = renderWithAuth({ loading: true });
    expect(readBootRecord()).not.toBeNull();
    rerender(
      <AuthContext.Provider value={{ user: null, session: null, profile: null, loading: false } as AuthContextValue}>
        <BootRecordSync />
      </AuthContext.Provider>,
    );
    expect(readBootRecord()).toBeNull();
  });
});
