import { ACTIVE_GOAL_EXISTS_MESSAGE } from '@onething/shared-data';
import { Plus, Target } from 'lucide-react';
import { Button, PageHeader } from '@onething/shared-ui';
import { Tooltip } from '@onething/shared-ui/overlays';
import styled from 'styled-components';
import { CREATE_GOAL_BLOCKED_TOOLTIP } from '../domain/goal-messages';

/* On a phone the blocked button and its note share one row (the note beside the button, not below it), so
   they take two short lines at the top of the screen instead of a block of their own. */
const Actions = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space[2]};
  max-width: 20rem;

  @media (max-width: 40rem) {
    flex-direction: row-reverse;
    align-items: center;
    max-width: none;
    width: 100%;
  }
`;

const BlockedMessage = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.mutedForeground};
  text-align: right;

  @media (max-width: 40rem) {
    flex: 1;
    text-align: left;
  }
`;

/* The blocked button keeps focus (aria-disabled, not disabled) and the pointer reaches this wrapper, so
   the tooltip opens on hover and on keyboard focus. */
const TooltipAnchor = styled.span`
  display: inline-flex;
  cursor: not-allowed;
`;

const BLOCKED_MESSAGE_ID = 'create-goal-blocked-message';

export interface OneThingHeaderProps {
  /** An active, not completed goal exists: creating another is blocked. */
  createBlocked: boolean;
  onCreate: () => void;
}

export function OneThingHeader({ createBlocked, onCreate }: OneThingHeaderProps) {
  const button = (
    <Button
      onClick={createBlocked ? undefined : onCreate}
      aria-disabled={createBlocked || undefined}
      aria-describedby={createBlocked ? BLOCKED_MESSAGE_ID : undefined}
    >
      <Plus aria-hidden="true" />
      New Goal
    </Button>
  );
  return (
    <PageHeader
      title="ONE Thing"
      icon={<Target aria-hidden="true" />}
      description="Focus on the one goal that makes everything else easier or unnecessary."
      actions={
        createBlocked ? (
          <Actions>
            <Tooltip content={CREATE_GOAL_BLOCKED_TOOLTIP}>
              <TooltipAnchor>{button}</TooltipAnchor>
            </Tooltip>
            <BlockedMessage id={BLOCKED_MESSAGE_ID}>{ACTIVE_GOAL_EXISTS_MESSAGE}</BlockedMessage>
          </Actions>
        ) : (
          button
        )
      }
    />
  );
}
