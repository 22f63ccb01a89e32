// The habits page against the real local backend, on today's real date: the database decides which days
// can be completed and counts the streaks, so the expectations are computed from today. Shared by the page's
// tests that run in every test time zone and those that run in the machine's zone only.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, vi } from 'vitest';
import {
  WEEKDAYS,
  addDaysLocal,
  daysOfWeek,
  localDateKey,
  setSupabaseClient,
  weekdayName,
  type Weekday,
} from '@onething/shared-data';
import { signInAsApp, type TestAccount } from '@onething/shared-data/testing';
import { renderWithApp } from '@onething/test-kit';
import { HabitsPage } from '../features/habits/components/habits-page';

export const now = () => new Date();
export const today = () => localDateKey(now());
export const daysAgo = (n: number) => localDateKey(addDaysLocal(now(), -n));
export const thisWeek = () => daysOfWeek(now()).map((day) => localDateKey(day));
export const todayName = () => weekdayName(now());
export const otherDays = (count: number): Weekday[] => WEEKDAYS.filter((day) => day !== todayName()).slice(0, count);

/** A new account signed in before each test of the calling file (hooks are registered by the call, not the import). */
export function signInBeforeEachTest(): TestAccount {
  const me = {} as TestAccount;
  beforeEach(async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    Object.assign(me, await signInAsApp());
  });
  afterEach(() => {
    vi.restoreAllMocks();
    setSupabaseClient(null);
  });
  return me;
}

export function renderHabitsPage(me: TestAccount) {
  return { ...renderWithApp(<HabitsPage />, { userId: me.userId }), user: userEvent.setup() };
}

export async function findCard(name: string) {
  return screen.findByRole('article', { name });
}
