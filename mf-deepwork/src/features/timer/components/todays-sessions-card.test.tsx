import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { DeepWorkSession } from '@onething/shared-data';
import { ThemeProvider } from '@onething/shared-ui';
import { TodaysSessionsCard } from './todays-sessions-card';

const session = (id: string, minutes: number, canceled = false): DeepWorkSession =>
  ({
    id,
    title: `Session ${id}`,
    duration_minutes: minutes,
    emergency_canceled: canceled,
    completed_at: '2026-11-23T10:00:00Z',
  }) as DeepWorkSession;

function renderCard(sessions: DeepWorkSession[]) {
  return render(
    <ThemeProvider mode="light" applyToDocument={false}>
      <TodaysSessionsCard sessions={sessions} />
    </ThemeProvider>,
  );
}

describe('TodaysSessionsCard', () => {
  it('totals the minutes without stopped sessions, lists three, then "+N more sessions"', () => {
    renderCard([session('a', 25), session('b', 50), session('c', 10, true), session('d', 15), session('e', 5)]);
    expect(screen.getByTestId('todays-minutes')).toHaveTextContent('95 min');
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    expect(screen.getByText('Stopped')).toBeInTheDocument();
    expect(screen.getByText('+2 more sessions')).toBeInTheDocument();
  });

  it('says so when there is nothing yet', () => {
    renderCard([]);
    expect(screen.getByTestId('todays-minutes')).toHaveTextContent('0 min');
    expect(screen.getByText('No sessions yet today.')).toBeInTheDocument();
    expect(screen.queryByText(/more sessions/)).toBeNull();
  });
});
