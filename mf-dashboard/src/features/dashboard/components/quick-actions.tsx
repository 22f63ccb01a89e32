import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { NEW_HABIT_HREF } from '@onething/shared-data';
import { BookOpen, Plus, Target, Timer, Zap } from 'lucide-react';
import { Button, Card, CardContent, CardHeader, SectionTitle } from '@onething/shared-ui';

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 11rem), 1fr));
  gap: ${({ theme }) => theme.space[3]};
  list-style: none;
  margin: 0;
  padding: 0;

  a {
    width: 100%;
  }
`;

const ACTIONS = [
  { label: 'Set ONE Thing', to: '/one-thing', icon: Target },
  { label: 'Add Habit', to: NEW_HABIT_HREF, icon: Plus },
  { label: 'Daily Reflection', to: '/reflection', icon: BookOpen },
  { label: 'Deep Work', to: '/deep-work', icon: Timer },
] as const;

export function QuickActions() {
  return (
    <Card as="section" aria-labelledby="quick-actions-title">
      <CardHeader>
        <SectionTitle $iconSize="lg" id="quick-actions-title">
          <Zap aria-hidden="true" />
          Quick Actions
        </SectionTitle>
      </CardHeader>
      <CardContent>
        <Grid>
          {ACTIONS.map(({ label, to, icon: Icon }) => (
            <li key={label}>
              <Button asChild variant="outline">
                <Link to={to}>
                  <Icon aria-hidden="true" />
                  {label}
                </Link>
              </Button>
            </li>
          ))}
        </Grid>
      </CardContent>
    </Card>
  );
}
