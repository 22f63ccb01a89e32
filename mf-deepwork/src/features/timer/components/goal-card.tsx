import { formatDueDate, type Goal, type SessionGoalData } from '@onething/shared-data';
import { CalendarDays, Target, Trophy } from 'lucide-react';
import {
  Badge,
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  MutedText,
  PriorityBadge,
  Progress,
  SectionTitle,
  WrapRow,
} from '@onething/shared-ui';
import styled from 'styled-components';

const Body = styled(CardContent)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
`;

const GoalTitle = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  overflow-wrap: anywhere;
`;

/** The ONE Thing this session works on (the stored copy, or the fresh row when it is the active goal). */
export function GoalCard({ goal }: { goal: Goal | SessionGoalData }) {
  return (
    <Card aria-labelledby="session-goal-title">
      <CardHeader>
        <SectionTitle id="session-goal-title">
          <Target aria-hidden="true" />
          Your ONE Thing
        </SectionTitle>
      </CardHeader>
      <Body>
        <GoalTitle data-testid="session-goal">{goal.title ?? 'Untitled goal'}</GoalTitle>
        {goal.description ? <CardDescription>{goal.description}</CardDescription> : null}
        <WrapRow>
          {goal.priority ? <PriorityBadge priority={goal.priority} /> : null}
          {goal.deadline ? (
            <Badge variant="outline">
              <CalendarDays aria-hidden="true" />
              {formatDueDate(goal.deadline)}
            </Badge>
          ) : null}
        </WrapRow>
        {typeof goal.progress === 'number' ? (
          <Progress value={goal.progress} label={`Goal progress ${goal.progress}%`} />
        ) : null}
      </Body>
    </Card>
  );
}

/** The session's goal is finished: celebrate and point to the next one. */
export function GoalCompletedCard({
  title,
  onNewGoal,
  onClear,
}: {
  title: string;
  onNewGoal: () => void;
  onClear: () => void;
}) {
  return (
    <Card aria-labelledby="goal-completed-title">
      <CardHeader>
        <SectionTitle id="goal-completed-title">
          <Trophy aria-hidden="true" />
          ONE Thing Completed!
        </SectionTitle>
      </CardHeader>
      <Body>
        <GoalTitle>{title}</GoalTitle>
        <MutedText>Every step is done. Set your next ONE Thing when you are ready.</MutedText>
        <WrapRow>
          <Button onClick={onNewGoal}>Set New ONE Thing</Button>
          <Button variant="outline" onClick={onClear}>
            Clear Session Data
          </Button>
        </WrapRow>
      </Body>
    </Card>
  );
}

/** No goal and no playbook: the timer still works; the planner is one click away. */
export function NoGoalCard({ onSetGoal }: { onSetGoal: () => void }) {
  return (
    <Card aria-labelledby="no-goal-title">
      <CardHeader>
        <SectionTitle id="no-goal-title">
          <Target aria-hidden="true" />
          No ONE Thing Set
        </SectionTitle>
      </CardHeader>
      <Body>
        <MutedText>Focus sessions count most when they serve your ONE Thing.</MutedText>
        <WrapRow>
          <Button variant="outline" onClick={onSetGoal}>
            Set Your ONE Thing
          </Button>
        </WrapRow>
      </Body>
    </Card>
  );
}
