import type { Task, TimeBlock } from '@onething/shared-data';
import { ListChecks } from 'lucide-react';
import { Card, CardContent, CardHeader, SectionTitle, StackList } from '@onething/shared-ui';
import type { ReactNode, Ref } from 'react';
import styled from 'styled-components';
import { StepItem } from './step-item';

const List = styled(StackList)`
  margin-bottom: ${({ theme }) => theme.space[4]};
`;

const Empty = styled.p`
  margin-bottom: ${({ theme }) => theme.space[4]};
  color: ${({ theme }) => theme.colors.mutedForeground};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export interface StepsCardProps {
  steps: Task[];
  /** The block each step's row shows (today's, a later day's, or a past day's), by step id. */
  blockByStep: ReadonlyMap<string, TimeBlock>;
  /** Today, 'yyyy-MM-dd', and the clock the blocks' statuses are read against. */
  today: string;
  now: Date;
  /** Shown above the list: bringing the steps left on past days to today. */
  pastSteps?: ReactNode;
  onToggle: (step: Task) => void;
  onEdit: (step: Task) => void;
  onDelete: (step: Task) => void;
  /** The add-step form. */
  children: ReactNode;
  /** The card's heading, focusable from script: focus goes there when a step's row is deleted. */
  titleRef?: Ref<HTMLHeadingElement>;
}

export function StepsCard({
  steps,
  blockByStep,
  today,
  now,
  pastSteps,
  onToggle,
  onEdit,
  onDelete,
  children,
  titleRef,
}: StepsCardProps) {
  const completed = steps.filter((step) => step.completed).length;
  return (
    <Card as="section" aria-labelledby="steps-title">
      <CardHeader>
        <SectionTitle id="steps-title" ref={titleRef} tabIndex={-1}>
          <ListChecks aria-hidden="true" />
          Step-by-Step Actions ({completed}/{steps.length})
        </SectionTitle>
      </CardHeader>
      <CardContent>
        {pastSteps}
        {steps.length === 0 ? (
          <Empty>No steps yet. Break your ONE Thing into small actions you can schedule today.</Empty>
        ) : (
          <List as="ol">
            {steps.map((step) => (
              <StepItem
                key={step.id}
                step={step}
                block={blockByStep.get(step.id)}
                today={today}
                now={now}
                onToggle={() => onToggle(step)}
                onEdit={() => onEdit(step)}
                onDelete={() => onDelete(step)}
              />
            ))}
          </List>
        )}
        {children}
      </CardContent>
    </Card>
  );
}
