import { clockTimeLabel, parseTimestamp, totalDeepWorkMinutes, type DeepWorkSession } from '@onething/shared-data';
import { Clock } from 'lucide-react';
import { Badge, Card, CardContent, CardHeader, MutedText, SectionTitle, StackList } from '@onething/shared-ui';
import styled from 'styled-components';

/** The card lists this many sessions, then '+N more sessions'. */
export const TODAYS_SESSIONS_SHOWN = 3;

const Total = styled.p`
  font-size: ${({ theme }) => theme.fontSizes['2xl']};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const Row = styled.li`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.fontSizes.sm};

  span:first-child {
    overflow-wrap: anywhere;
  }
`;

export function TodaysSessionsCard({ sessions }: { sessions: readonly DeepWorkSession[] }) {
  const minutes = totalDeepWorkMinutes(sessions);
  const shown = sessions.slice(0, TODAYS_SESSIONS_SHOWN);
  const more = sessions.length - shown.length;
  return (
    <Card aria-labelledby="todays-sessions-title">
      <CardHeader>
        <SectionTitle id="todays-sessions-title">
          <Clock aria-hidden="true" />
          {"Today's Sessions"}
        </SectionTitle>
      </CardHeader>
      <CardContent>
        <Total data-testid="todays-minutes">{minutes} min</Total>
        <MutedText>focused today</MutedText>
        {shown.length > 0 ? (
          <StackList aria-label="Sessions today">
            {shown.map((session) => (
              <Row key={session.id}>
                <span>{session.title ?? 'Deep work session'}</span>
                <span>
                  {session.emergency_canceled ? <Badge variant="secondary">Stopped</Badge> : null}{' '}
                  {session.duration_minutes} min
                  {session.completed_at ? ` · ${clockTimeLabel(parseTimestamp(session.completed_at))}` : ''}
                </span>
              </Row>
            ))}
          </StackList>
        ) : (
          <MutedText>No sessions yet today.</MutedText>
        )}
        {more > 0 ? <MutedText>{`+${more} more sessions`}</MutedText> : null}
      </CardContent>
    </Card>
  );
}
