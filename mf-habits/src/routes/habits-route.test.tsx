import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setSupabaseClient } from '@onething/shared-data';
import { signInAsApp, type TestAccount } from '@onething/shared-data/testing';
import { renderRoute } from '@onething/test-kit';
import HabitTrackerRoute from './habits-route';

let me: TestAccount;

beforeEach(async () => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  me = await signInAsApp();
});

afterEach(() => {
  vi.restoreAllMocks();
  setSupabaseClient(null);
});

function open(path: string) {
  return renderRoute(<HabitTrackerRoute />, { path: '/habits/*', initialEntry: path, userId: me.userId });
}

describe('/habits/:habitId', () => {
  it('answers an id that is no uuid with the not-found page at once, before any request', () => {
    open('/habits/not-a-uuid');
    // Synchronously: nothing was waited for.
    expect(screen.getByRole('heading', { level: 1, name: 'Habit not found' })).toBeInTheDocument();
    expect(screen.getByText('This habit does not exist or was deleted.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Habit Tracker' })).toHaveAttribute('href', '/habits');
    expect(screen.queryByLabelText('Loading history')).toBeNull();
  });

  it('answers a uuid that is none of the user’s habits with the same page', async () => {
    open('/habits/00000000-0000-4000-8000-000000000000');
    expect(await screen.findByRole('heading', { level: 1, name: 'Habit not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Habit Tracker' })).toBeInTheDocument();
  });
});
