// "Use as ONE Thing": shows where today's blocks will land before the goal is made, and why it cannot be
// made while the active goal is open or a block cannot fit before midnight.
import { Link } from 'react-router-dom';
import {
  ACTIVE_GOAL_EXISTS_MESSAGE,
  formatTimeRange,
  localDateKey,
  weekdayDateLabel,
  type Playbook,
} from '@onething/shared-data';
import { planGoalFromPlaybook } from '../domain/playbooks';
import { Target } from 'lucide-react';
import { Alert, AlertDescription, AlertTitle, Button } from '@onething/shared-ui';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@onething/shared-ui/overlays';
import styled from 'styled-components';
import { PLAYBOOK_TOASTS } from '../domain/playbook-messages';

const Schedule = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1.5]};
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${({ theme }) => theme.fontSizes.sm};

  li {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space[2]};
  }

  strong {
    font-variant-numeric: tabular-nums;
  }
`;

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export interface UsePlaybookDialogProps {
  playbook: Playbook | null;
  /** An active goal that is not completed blocks a new one. */
  blocked: boolean;
  creating: boolean;
  onOpenChange: (open: boolean) => void;
  onConfirm: (playbook: Playbook) => void;
}

export function UsePlaybookDialog({ playbook, blocked, creating, onOpenChange, onConfirm }: UsePlaybookDialogProps) {
  const plan = playbook ? planGoalFromPlaybook(playbook, localDateKey()) : null;
  return (
    <Dialog open={playbook !== null} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Use as ONE Thing</DialogTitle>
          <DialogDescription>
            {playbook
              ? `"${playbook.title}" becomes your active ONE Thing with its ${playbook.tasks.length} steps.`
              : ''}
          </DialogDescription>
        </DialogHeader>
        <Body>
          {blocked ? (
            <Alert variant="destructive">
              <AlertTitle>You already have an active ONE Thing</AlertTitle>
              <AlertDescription>
                {ACTIVE_GOAL_EXISTS_MESSAGE} <Link to="/one-thing">Go to Active ONE Thing</Link>
              </AlertDescription>
            </Alert>
          ) : null}
          {plan && !plan.ok ? (
            <Alert variant="destructive">
              <AlertTitle>{PLAYBOOK_TOASTS.timeConflict.title}</AlertTitle>
              <AlertDescription>
                {`"${plan.blockTitle}" cannot fit before midnight today. ${PLAYBOOK_TOASTS.timeConflict.description}`}
              </AlertDescription>
            </Alert>
          ) : null}
          {plan?.ok && plan.blocks.length > 0 ? (
            <>
              <p>{`Today's schedule (${weekdayDateLabel(new Date())}):`}</p>
              <Schedule aria-label="Today's schedule">
                {plan.blocks.map((b, i) => (
                  <li key={i}>
                    <strong>{formatTimeRange(b.start_time, b.end_time)}</strong>
                    <span>{b.title}</span>
                  </li>
                ))}
              </Schedule>
              {plan.moved > 0 ? (
                <p>
                  {plan.moved === 1
                    ? 'One block overlapped another and moves to start when that one ends.'
                    : `${plan.moved} blocks overlapped others and move to start when those end.`}
                </p>
              ) : null}
            </>
          ) : null}
        </Body>
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button onClick={() => playbook && onConfirm(playbook)} disabled={blocked || !plan?.ok} loading={creating}>
            <Target aria-hidden="true" />
            Create Goal
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
