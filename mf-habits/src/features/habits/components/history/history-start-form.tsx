import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { habitFirstDay, localDateKey, toLocalDateKey, type Habit } from '@onething/shared-data';
import { Button, Field, Input } from '@onething/shared-ui';

const Form = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space[3]};
`;

/** At most this far back, as the database allows. */
const MAX_YEARS_BACK = 10;

export const HISTORY_START_ERRORS = {
  empty: 'Choose the day you began.',
  afterAdded: 'Choose a day on or before the day you added the habit.',
  tooEarly: `Choose a day at most ${MAX_YEARS_BACK} years before you added the habit.`,
} as const;

/** What is wrong with a chosen first day, or null. */
export function historyStartError(day: string, created: string): string | null {
  if (!day) return HISTORY_START_ERRORS.empty;
  if (day > created) return HISTORY_START_ERRORS.afterAdded;
  const earliest = `${Number(created.slice(0, 4)) - MAX_YEARS_BACK}${created.slice(4)}`;
  return day < earliest ? HISTORY_START_ERRORS.tooEarly : null;
}

/**
 * For a habit kept before it was added here: the day it began, so earlier days can be logged on the calendar
 * and count in its streak.
 */
export function HistoryStartForm({ habit, onSave }: { habit: Habit; onSave: (day: string) => void }) {
  const created = toLocalDateKey(habit.created_at);
  const [day, setDay] = useState(habitFirstDay(habit) ?? created);
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = historyStartError(day, created);
    setError(problem);
    if (!problem) onSave(day);
  };
  return (
    <Form onSubmit={submit} noValidate aria-label="Tracking since">
      <Field
        label="Tracking since"
        description="Began this habit before you added it? Choose that day to log the days in between."
        error={error ?? undefined}
      >
        <Input
          type="date"
          value={day}
          max={localDateKey(new Date())}
          onChange={(event) => setDay(event.target.value)}
        />
      </Field>
      <Button type="submit" variant="secondary">
        Save
      </Button>
    </Form>
  );
}
