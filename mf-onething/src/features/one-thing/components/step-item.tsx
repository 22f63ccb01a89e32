import { BLOCK_STATUS_BADGE, blockStatus, formatTimeRange, type Task, type TimeBlock } from '@onething/shared-data';
import { CheckCircle2, Circle, Clock, Pencil, Trash2 } from 'lucide-react';
import { Badge, Button } from '@onething/shared-ui';
import { ConfirmDialog } from '@onething/shared-ui/overlays';
import styled from 'styled-components';
import { blockDayLabel } from '../domain/step-days';
import { DELETE_STEP_TEXT } from './planner-confirmations';

const Item = styled.li<{ $done: boolean }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background-color: ${({ theme, $done }) => ($done ? theme.colors.muted : theme.colors.card)};

  /* On a phone the step's text takes the row's full width, its time and buttons on the line under it (rather
     than the text squeezed between them into a narrow column). */
  @media (max-width: 40rem) {
    display: grid;
    grid-template-columns: auto minmax(0, 1fr) auto;
    grid-template-areas:
      'toggle title title'
      'toggle meta actions';
    column-gap: ${({ theme }) => theme.space[2]};
    padding: ${({ theme }) => `${theme.space[2]} ${theme.space[2]} ${theme.space[1]}`};
  }
`;

const ToggleButton = styled.button<{ $done: boolean }>`
  display: inline-flex;
  flex-shrink: 0;
  align-items: center;
  justify-content: center;
  width: 2.25rem;
  height: 2.25rem;
  border-radius: ${({ theme }) => theme.radii.full};
  color: ${({ theme, $done }) => ($done ? theme.colors.success : theme.colors.mutedForeground)};
  cursor: pointer;

  &:hover {
    color: ${({ theme }) => theme.colors.success};
    background-color: ${({ theme }) => theme.colors.accent};
  }

  svg {
    width: 1.5rem;
    height: 1.5rem;
  }

  @media (max-width: 40rem) {
    grid-area: toggle;
    align-self: start;
  }
`;

const Text = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[0.5]};
  min-width: 0;

  /* On a phone its title and time are cells of the row's grid. */
  @media (max-width: 40rem) {
    display: contents;
  }
`;

const StepTitle = styled.span<{ $done: boolean }>`
  overflow-wrap: anywhere;

  @media (max-width: 40rem) {
    grid-area: title;
    align-self: center;
    min-height: 2.25rem;
    padding-top: 0.375rem;
  }

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

  @media (max-width: 40rem) {
    grid-area: meta;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-shrink: 0;
  gap: ${({ theme }) => theme.space[1]};

  @media (max-width: 40rem) {
    grid-area: actions;
  }
`;

export interface StepItemProps {
  step: Task;
  /** The step's time block (today's, a later day's, or a past day's), if it has one. */
  block: TimeBlock | undefined;
  /** Today, 'yyyy-MM-dd': a block on another day shows its day. */
  today: string;
  /** The clock the block's status is read against: a block whose end has passed shows 'Missed'. */
  now: Date;
  onToggle: () => void;
  onEdit: () => void;
  /** Called once the user has confirmed the deletion. */
  onDelete: () => void;
}

export function StepItem({ step, block, today, now, onToggle, onEdit, onDelete }: StepItemProps) {
  const done = step.completed;
  const day = block?.date ? blockDayLabel(block.date, today) : null;
  const missed = block !== undefined && !done && blockStatus(block, now) === 'missed';
  return (
    <Item $done={done}>
      <ToggleButton
        type="button"
        $done={done}
        aria-pressed={done}
        aria-label={done ? `Mark "${step.title}" as incomplete` : `Mark "${step.title}" as complete`}
        onClick={onToggle}
      >
        {done ? <CheckCircle2 aria-hidden="true" /> : <Circle aria-hidden="true" />}
      </ToggleButton>
      <Text>
        <StepTitle $done={done}>{step.title}</StepTitle>
        {block ? (
          <Meta>
            <Clock aria-hidden="true" />
            <span>
              {day ? `${day} · ` : ''}
              {formatTimeRange(block.start_time, block.end_time)}
            </span>
            {missed ? (
              <Badge variant={BLOCK_STATUS_BADGE.missed.variant}>{BLOCK_STATUS_BADGE.missed.label}</Badge>
            ) : null}
          </Meta>
        ) : null}
      </Text>
      <Actions>
        <Button variant="ghost" size="icon" aria-label={`Edit step "${step.title}"`} onClick={onEdit}>
          <Pencil aria-hidden="true" />
        </Button>
        <ConfirmDialog
          title="Delete Step?"
          description={DELETE_STEP_TEXT}
          confirmLabel="Delete"
          destructive
          onConfirm={onDelete}
          trigger={
            <Button variant="ghost" size="icon" aria-label={`Delete step "${step.title}"`}>
              <Trash2 aria-hidden="true" />
            </Button>
          }
        />
      </Actions>
    </Item>
  );
}
