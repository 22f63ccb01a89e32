import { formatDueDate, type Goal } from '@onething/shared-data';
import { CalendarDays, CheckCircle2, Library, Pencil, Play, Sparkles, Target, Trash2, Trophy } from 'lucide-react';
import {
  Badge,
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  PriorityBadge,
  Progress,
  WrapRow,
} from '@onething/shared-ui';
import styled from 'styled-components';

/* On a phone the title takes the card's full width and the edit and delete buttons sit below it, so a long
   title is not squeezed into a narrow column beside them. */
const HeaderRow = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};

  @media (max-width: 30rem) {
    flex-direction: column;
    gap: ${({ theme }) => theme.space[1]};
  }
`;

const TitleBlock = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  min-width: 0;
`;

const Title = styled(CardTitle)`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.fontSizes.xl};
  overflow-wrap: anywhere;

  svg {
    flex-shrink: 0;
    width: 1.25rem;
    height: 1.25rem;
    color: ${({ theme }) => theme.colors.primary};
  }
`;

const IconActions = styled.div`
  display: flex;
  flex-shrink: 0;
  gap: ${({ theme }) => theme.space[1]};

  @media (max-width: 30rem) {
    margin-left: -${({ theme }) => theme.space[2]};
  }
`;

const Body = styled(CardContent)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[5]};
`;

const ProgressRow = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
`;

const ProgressLabel = styled.div`
  display: flex;
  justify-content: space-between;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.mutedForeground};

  strong {
    color: ${({ theme }) => theme.colors.foreground};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

const Celebration = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.colors.success}55;
  border-radius: ${({ theme }) => theme.radii.md};
  background-color: ${({ theme }) => theme.colors.successSubtle};
  color: ${({ theme }) => theme.colors.successText};

  & > svg {
    flex-shrink: 0;
    width: 2rem;
    height: 2rem;
  }
`;

const CelebrationText = styled.div`
  flex: 1 1 12rem;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};

  strong {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[1.5]};
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }

  strong svg {
    width: 1rem;
    height: 1rem;
  }
`;

const StartButton = styled(Button)`
  align-self: flex-start;

  /* Full width on a phone, the label on one line: a smaller type and padding rather than a wrapped label. */
  @media (max-width: 30rem) {
    flex: 1 1 100%;
    white-space: nowrap;
    padding-inline: ${({ theme }) => theme.space[3]};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

const SaveButton = styled(Button)`
  @media (max-width: 30rem) {
    flex: 1 1 100%;
  }
`;

export interface ActiveGoalCardProps {
  goal: Goal;
  /** Derived from the steps (0-100). */
  progress: number;
  completedSteps: number;
  totalSteps: number;
  onEdit: () => void;
  onDelete: () => void;
  onStart: () => void;
  onMarkDone: () => void;
  markingDone: boolean;
  onSaveAsPlaybook: () => void;
  savingPlaybook: boolean;
}

export function ActiveGoalCard({
  goal,
  progress,
  completedSteps,
  totalSteps,
  onEdit,
  onDelete,
  onStart,
  onMarkDone,
  markingDone,
  onSaveAsPlaybook,
  savingPlaybook,
}: ActiveGoalCardProps) {
  const complete = progress >= 100;
  return (
    <Card as="section" aria-labelledby="active-goal-title">
      <CardHeader>
        <HeaderRow>
          <TitleBlock>
            <Title as="h2" id="active-goal-title">
              <Target aria-hidden="true" />
              {goal.title}
            </Title>
            <WrapRow>
              <PriorityBadge priority={goal.priority} />
              {goal.deadline ? (
                <Badge variant="outline">
                  <CalendarDays aria-hidden="true" />
                  {formatDueDate(goal.deadline)}
                </Badge>
              ) : null}
            </WrapRow>
          </TitleBlock>
          <IconActions>
            <Button variant="ghost" size="icon" aria-label="Edit goal" onClick={onEdit}>
              <Pencil aria-hidden="true" />
            </Button>
            <Button variant="ghost" size="icon" aria-label="Delete goal" onClick={onDelete}>
              <Trash2 aria-hidden="true" />
            </Button>
          </IconActions>
        </HeaderRow>
        {goal.description ? <CardDescription>{goal.description}</CardDescription> : null}
      </CardHeader>
      <Body>
        <ProgressRow>
          <ProgressLabel>
            <span>
              Progress · {completedSteps} of {totalSteps} steps
            </span>
            <strong>{progress}%</strong>
          </ProgressLabel>
          <Progress value={progress} label="Goal progress" tone={complete ? 'success' : 'default'} />
        </ProgressRow>
        {complete ? (
          <Celebration role="status">
            <Trophy aria-hidden="true" />
            <CelebrationText>
              <strong>
                Goal Completed! <Sparkles aria-hidden="true" />
              </strong>
              <span>Every step is done. Mark it as done to celebrate and move on to your next ONE Thing.</span>
            </CelebrationText>
            <Button variant="default" onClick={onMarkDone} loading={markingDone}>
              <CheckCircle2 aria-hidden="true" />
              Mark as Done
            </Button>
          </Celebration>
        ) : null}
        <WrapRow>
          <StartButton size="lg" onClick={onStart} disabled={complete}>
            <Play aria-hidden="true" />
            Start Working on Your ONE Thing
          </StartButton>
          <SaveButton size="lg" variant="outline" onClick={onSaveAsPlaybook} loading={savingPlaybook}>
            <Library aria-hidden="true" />
            Save as playbook
          </SaveButton>
        </WrapRow>
      </Body>
    </Card>
  );
}
