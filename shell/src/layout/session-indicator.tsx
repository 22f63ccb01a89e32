// The running (or paused) deep work session in the top bar of every page but its own: the time left, which
// opens /deep-work, and pause or resume, the very ones the deep work page's buttons run.
import { Link, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { Brain, Pause, Play } from 'lucide-react';
import { DEEP_WORK_PATH, formatTimer, isSessionOn, useDeepWorkSession } from '@onething/shared-data';
import { Button, media } from '@onething/shared-ui';
import { isActivePath } from './navigation';
import { SESSION_LABELS, sessionLinkName } from './session-labels';

const Session = styled.div`
  display: flex;
  align-items: center;
  flex-shrink: 0;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.full};
  background: ${({ theme }) => theme.colors.muted};
`;

const SessionLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1.5]};
  height: 2.5rem;
  padding: 0 ${({ theme }) => theme.space[1]} 0 ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radii.full};
  color: ${({ theme }) => theme.colors.foreground};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-decoration: none;

  &:last-child {
    padding-right: ${({ theme }) => theme.space[3]};
  }
  svg {
    width: 1rem;
    height: 1rem;
    flex-shrink: 0;
    color: ${({ theme }) => theme.colors.primary};
  }
  &:hover {
    text-decoration: underline;
    text-underline-offset: 4px;
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.ring};
    outline-offset: 2px;
  }
`;

const Time = styled.span`
  font-variant-numeric: tabular-nums;
`;

const PausedTag = styled.span`
  color: ${({ theme }) => theme.colors.mutedForeground};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.medium};

  ${media.mobile} {
    display: none;
  }
`;

const ControlButton = styled(Button)`
  border-radius: ${({ theme }) => theme.radii.full};
`;

/** Nothing unless a session runs or is paused, and nothing on /deep-work, whose own timer shows it. */
export function SessionIndicator() {
  const { pathname } = useLocation();
  const session = useDeepWorkSession();
  if (!isSessionOn(session.phase) || isActivePath(DEEP_WORK_PATH, pathname)) return null;
  const paused = session.phase === 'paused';
  const time = formatTimer(session.remaining);
  // At 0 the deep work page ends the session (saves it, chimes, notifies) when it is next opened: the link
  // leads there and there is nothing left to pause.
  const timeUp = session.remaining === 0;
  return (
    <Session data-testid="session-indicator">
      <SessionLink to={DEEP_WORK_PATH} aria-label={sessionLinkName(time, paused)}>
        <Brain aria-hidden="true" />
        <Time>{time}</Time>
        {paused ? <PausedTag> {SESSION_LABELS.paused}</PausedTag> : null}
      </SessionLink>
      {timeUp ? null : (
        <ControlButton
          variant="ghost"
          size="icon"
          aria-label={paused ? SESSION_LABELS.resume : SESSION_LABELS.pause}
          onClick={() => (paused ? session.resume() : session.pause())}
        >
          {paused ? <Play aria-hidden="true" /> : <Pause aria-hidden="true" />}
        </ControlButton>
      )}
    </Session>
  );
}
