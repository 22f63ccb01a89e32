import { clockTimeLabel, parseTimestamp, type Goal } from '@onething/shared-data';
import { CheckCircle2, Library, Trash2, Trophy } from 'lucide-react';
import { Button, Card, CardContent, CardHeader, SectionTitle, StackList } from '@onething/shared-ui';
import styled from 'styled-components';
import { formatMoreCompleted } from '../domain/goal-progress';

const Item = styled.li`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  border: 1px solid ${({ theme }) => theme.colors.success}40;
  border-radius: ${({ theme }) => theme.radii.md};
  background-color: ${({ theme }) => theme.colors.successSubtle};

  & > svg {
    flex-shrink: 0;
    width: 1.25rem;
    height: 1.25rem;
    color: ${({ theme }) => theme.colors.successText};
  }

  /* On a phone the title keeps the row's width and the two buttons wrap below it. */
  @media (max-width: 30rem) {
    flex-wrap: wrap;
  }
`;

const Text = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  min-width: 0;

  @media (max-width: 30rem) {
    flex-basis: calc(100% - 2rem);
  }
`;

const ItemActions = styled.div`
  display: flex;
  flex-shrink: 0;
  gap: ${({ theme }) => theme.space[1]};

  @media (max-width: 30rem) {
    margin-left: 1.5rem;
  }
`;

const GoalTitle = styled.span`
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  overflow-wrap: anywhere;
`;

const When = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.mutedForeground};
`;

const More = styled.p`
  margin-top: ${({ theme }) => theme.space[3]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.mutedForeground};
`;

export interface CompletedGoalsCardProps {
  goals: Goal[];
  moreCount: number;
  onDelete: (goal: Goal) => void;
  onSaveAsPlaybook: (goal: Goal) => void;
}

export function CompletedGoalsCard({ goals, moreCount, onDelete, onSaveAsPlaybook }: CompletedGoalsCardProps) {
  return (
    <Card as="section" aria-labelledby="completed-goals-title">
      <CardHeader>
        <SectionTitle id="completed-goals-title">
          <Trophy aria-hidden="true" />
          Today&apos;s Completed Goals
        </SectionTitle>
      </CardHeader>
      <CardContent>
        <StackList>
          {goals.map((goal) => (
            <Item key={goal.id}>
              <CheckCircle2 aria-hidden="true" />
              <Text>
                <GoalTitle>{goal.title}</GoalTitle>
                {goal.completed_at ? (
                  <When>Completed at {clockTimeLabel(parseTimestamp(goal.completed_at))}</When>
                ) : null}
              </Text>
              <ItemActions>
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={`Save "${goal.title}" as playbook`}
                  onClick={() => onSaveAsPlaybook(goal)}
                >
                  <Library aria-hidden="true" />
                </Button>
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={`Delete completed goal "${goal.title}"`}
                  onClick={() => onDelete(goal)}
                >
                  <Trash2 aria-hidden="true" />
                </Button>
              </ItemActions>
            </Item>
          ))}
        </StackList>
        {moreCount > 0 ? <More>{formatMoreCompleted(moreCount)}</More> : null}
      </CardContent>
    </Card>
  );
}
