import { BLOCK_STATUS_BADGE, blockStatus, formatTimeRange, type Task, type TimeBlock } from '@onething/shared-data';
import { CheckCircle2, Clock, ListChecks, Pencil, RotateCcw } from 'lucide-react';
import { Badge, Button, Card, CardContent, CardHeader, MutedText, SectionTitle, StackList } from '@onething/shared-ui';
import styled from 'styled-components';

const Item = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => `${theme.space[3]} ${theme.space[3]}`};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
`;

const Text = styled.div`
  display: flex;
  flex: 1 1 12rem;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  min-width: 0;
`;

const Title = styled.span<{ $done: boolean }>`
  overflow-wrap: anywhere;
  text-decoration: ${({ $done }) => ($done ? 'line-through' : 'none')};
  color: ${({ theme, $done }) => ($done ? theme.colors.mutedForeground : theme.colors.foreground)};
`;

const Meta = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.mutedForeground};

  svg {
    width: 0.75rem;
    height: 0.75rem;
  }
`;

const Actions = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
`;

/** A step to work on: a goal step with its time block today, or a playbook step. */
export type SessionStep = {
  id: string;
  title: string;
  completed: boolean;
  /** Today's time block of the step, when it has one (playbook steps have none). */
  block: TimeBlock | null;
  /** The step row itself, for goal steps. */
  task: Task | null;
};

export interface StepsCardProps {
  steps: readonly SessionStep[];
  busyId: string | null;
  onComplete: (step: SessionStep) => void;
  onRevert: (step: SessionStep) => void;
  onEdit: (step: SessionStep) => void;
}

export function StepsCard({ steps, busyId, onComplete, onRevert, onEdit }: StepsCardProps) {
  return (
    <Card aria-labelledby="session-steps-title">
      <CardHeader>
        <SectionTitle id="session-steps-title">
          <ListChecks aria-hidden="true" />
          {"Today's Steps"}
        </SectionTitle>
      </CardHeader>
      <CardContent>
        {steps.length === 0 ? (
          <MutedText>No steps available</MutedText>
        ) : (
          <StackList aria-label="Steps">
            {steps.map((step) => (
              <Item key={step.id} data-testid="session-step">
                <Text>
                  <Title $done={step.completed}>{step.title}</Title>
                  {step.block?.start_time && step.block.end_time ? (
                    <Meta>
                      <Clock aria-hidden="true" />
                      {formatTimeRange(step.block.start_time, step.block.end_time)}
                      {/* Its time has passed and it is not done (read at render: the page re-renders as it runs). */}
                      {!step.completed && blockStatus(step.block) === 'missed' ? (
                        <Badge variant={BLOCK_STATUS_BADGE.missed.variant}>{BLOCK_STATUS_BADGE.missed.label}</Badge>
                      ) : null}
                    </Meta>
                  ) : null}
                </Text>
                <Actions>
                  <Badge variant={step.completed ? 'success' : 'outline'}>{step.completed ? 'Done' : 'Todo'}</Badge>
                  {step.block ? (
                    <Button
                      variant="ghost"
                      size="icon"
                      aria-label={`Edit time block "${step.title}"`}
                      onClick={() => onEdit(step)}
                    >
                      <Pencil aria-hidden="true" />
                    </Button>
                  ) : null}
                  {step.completed ? (
                    <Button
                      variant="outline"
                      size="sm"
                      disabled={busyId === step.id}
                      onClick={() => onRevert(step)}
                      aria-label={`Mark "${step.title}" as not done`}
                    >
                      <RotateCcw aria-hidden="true" />
                      Undo
                    </Button>
                  ) : (
                    <Button
                      size="sm"
                      disabled={busyId === step.id}
                      onClick={() => onComplete(step)}
                      aria-label={`Complete "${step.title}"`}
                    >
                      <CheckCircle2 aria-hidden="true" />
                      Complete
                    </Button>
                  )}
                </Actions>
              </Item>
            ))}
          </StackList>
        )}
      </CardContent>
    </Card>
  );
}
