import type { SessionPlaybookData } from '@onething/shared-data';
import { Library } from 'lucide-react';
import { Card, CardContent, CardDescription, CardHeader, Progress, SectionTitle } from '@onething/shared-ui';
import styled from 'styled-components';

const Body = styled(CardContent)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
`;

const Name = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  overflow-wrap: anywhere;
`;

/** A playbook run in Deep Work: its steps are done here, one session at a time. */
export function PlaybookCard({ playbook }: { playbook: SessionPlaybookData }) {
  const tasks = playbook.tasks ?? [];
  const done = tasks.filter((task) => task.completed).length;
  const percent = tasks.length === 0 ? 0 : Math.round((done / tasks.length) * 100);
  return (
    <Card aria-labelledby="playbook-session-title">
      <CardHeader>
        <SectionTitle id="playbook-session-title">
          <Library aria-hidden="true" />
          Playbook Session
        </SectionTitle>
      </CardHeader>
      <Body>
        <Name data-testid="session-playbook">{playbook.title ?? 'Untitled playbook'}</Name>
        {playbook.description ? <CardDescription>{playbook.description}</CardDescription> : null}
        <Progress value={percent} label={`${done} of ${tasks.length} playbook steps done`} />
        <CardDescription>{`${done} of ${tasks.length} steps done`}</CardDescription>
      </Body>
    </Card>
  );
}
