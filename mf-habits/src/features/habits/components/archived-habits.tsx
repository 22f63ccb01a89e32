import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { Habit } from '@onething/shared-data';
import { Button, Card, CardContent, CardHeader, CardTitle, VisuallyHidden } from '@onething/shared-ui';
import { ArchiveRestore } from 'lucide-react';
import { habitHistoryPath } from '../domain/habit-history';

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  list-style: none;
  margin: 0;
  padding: 0;

  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space[2]};
  }

  a {
    overflow-wrap: anywhere;
  }
`;

/** Archived habits, kept with their history: each links to it and can be restored. */
export function ArchivedHabits({ habits, onRestore }: { habits: readonly Habit[]; onRestore: (habit: Habit) => void }) {
  if (habits.length === 0) return null;
  return (
    <Card as="section" aria-labelledby="archived-habits-title">
      <CardHeader>
        <CardTitle id="archived-habits-title">{`Archived habits (${habits.length})`}</CardTitle>
      </CardHeader>
      <CardContent>
        <List>
          {habits.map((habit) => (
            <li key={habit.id}>
              <Link to={habitHistoryPath(habit.id)}>{habit.name}</Link>
              <Button variant="outline" size="sm" onClick={() => onRestore(habit)}>
                <ArchiveRestore aria-hidden="true" />
                Restore
                <VisuallyHidden>{` ${habit.name}`}</VisuallyHidden>
              </Button>
            </li>
          ))}
        </List>
      </CardContent>
    </Card>
  );
}
