import { parseTimestamp, shortDateLabel } from '@onething/shared-data';
import { CalendarDays, CheckCircle2 } from 'lucide-react';
import { Button, Card, CardContent, CardHeader, MutedText, SectionTitle, StackList } from '@onething/shared-ui';
import styled from 'styled-components';
import { useGoalHistory } from '../api/get-goal-history';
import { mergeGoalHistoryPages } from '../domain/goal-history';

const Item = styled.li`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};

  & > svg {
    flex-shrink: 0;
    width: 1.25rem;
    height: 1.25rem;
    margin-top: 0.125rem;
    color: ${({ theme }) => theme.colors.successText};
  }
`;

const Text = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  min-width: 0;
`;

const GoalTitle = styled.span`
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  overflow-wrap: anywhere;
`;

const When = styled.time`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.mutedForeground};
`;

const More = styled.div`
  margin-top: ${({ theme }) => theme.space[3]};
`;

/** Every completed goal, newest first, with the day it was completed; more pages on request. */
export function GoalHistoryCard({ userId }: { userId: string }) {
  const history = useGoalHistory(userId);
  const goals = mergeGoalHistoryPages(history.data?.pages ?? []);

  let body;
  if (history.isPending) body = <MutedText>Loading goal history...</MutedText>;
  else if (history.isError && goals.length === 0)
    body = (
      <MutedText>
        Could not load your goal history.{' '}
        <Button variant="link" onClick={() => void history.refetch()}>
          Try again
        </Button>
      </MutedText>
    );
  else if (goals.length === 0) body = <MutedText>Goals you complete are listed here.</MutedText>;
  else
    body = (
      <>
        <StackList aria-label="Completed goals">
          {goals.map((goal) => {
            const completed = goal.completed_at ? parseTimestamp(goal.completed_at) : null;
            return (
              <Item key={goal.id}>
                <CheckCircle2 aria-hidden="true" />
                <Text>
                  <GoalTitle>{goal.title}</GoalTitle>
                  {completed ? (
                    <When dateTime={completed.toISOString()}>Completed {shortDateLabel(completed)}</When>
                  ) : null}
                </Text>
              </Item>
            );
          })}
        </StackList>
        {history.hasNextPage ? (
          <More>
            <Button variant="outline" loading={history.isFetchingNextPage} onClick={() => void history.fetchNextPage()}>
              Show more
            </Button>
          </More>
        ) : null}
      </>
    );

  return (
    <Card as="section" aria-labelledby="goal-history-title">
      <CardHeader>
        <SectionTitle id="goal-history-title">
          <CalendarDays aria-hidden="true" />
          Goal History
        </SectionTitle>
      </CardHeader>
      <CardContent>{body}</CardContent>
    </Card>
  );
}
