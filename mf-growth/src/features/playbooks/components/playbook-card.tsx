import { parseTimestamp, shortDateLabel, type Playbook } from '@onething/shared-data';
import { playbookMinutes } from '../domain/playbooks';
import { Clock, ListChecks, Pencil, Play, Target, Trash2 } from 'lucide-react';
import { Badge, Button, Card, CardContent, CardDescription, CardHeader, CardTitle, WrapRow } from '@onething/shared-ui';
import styled from 'styled-components';

const Head = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
`;

const Title = styled(CardTitle)`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  overflow-wrap: anywhere;
`;

const IconActions = styled.div`
  display: flex;
  flex-shrink: 0;
  gap: ${({ theme }) => theme.space[1]};
`;

const Steps = styled.ol`
  margin: 0;
  padding-left: ${({ theme }) => theme.space[5]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.mutedForeground};
  overflow-wrap: anywhere;
`;

const Body = styled(CardContent)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};

  & > button {
    flex: 1 1 10rem;
  }
`;

const Created = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.mutedForeground};
`;

const PREVIEW_STEPS = 3;

export interface PlaybookCardProps {
  playbook: Playbook;
  onUse: () => void;
  onRun: () => void;
  onEdit: () => void;
  onDelete: () => void;
}

export function PlaybookCard({ playbook, onUse, onRun, onEdit, onDelete }: PlaybookCardProps) {
  const titleId = `playbook-${playbook.id}-title`;
  const minutes = playbookMinutes(playbook);
  const more = playbook.tasks.length - PREVIEW_STEPS;
  return (
    <Card as="article" aria-labelledby={titleId}>
      <CardHeader>
        <Head>
          <Title as="h2" id={titleId}>
            {playbook.title}
          </Title>
          <IconActions>
            <Button variant="ghost" size="icon" aria-label={`Edit playbook "${playbook.title}"`} onClick={onEdit}>
              <Pencil aria-hidden="true" />
            </Button>
            <Button variant="ghost" size="icon" aria-label={`Delete playbook "${playbook.title}"`} onClick={onDelete}>
              <Trash2 aria-hidden="true" />
            </Button>
          </IconActions>
        </Head>
        {playbook.description ? <CardDescription>{playbook.description}</CardDescription> : null}
      </CardHeader>
      <Body>
        <WrapRow>
          <Badge variant="outline">
            <ListChecks aria-hidden="true" />
            {playbook.tasks.length === 1 ? '1 step' : `${playbook.tasks.length} steps`}
          </Badge>
          <Badge variant="outline">
            <Clock aria-hidden="true" />
            {playbook.time_blocks.length === 1 ? '1 time block' : `${playbook.time_blocks.length} time blocks`}
            {minutes > 0 ? ` · ${minutes} min` : ''}
          </Badge>
        </WrapRow>
        {playbook.tasks.length > 0 ? (
          <div>
            <Steps aria-label={`Steps of ${playbook.title}`}>
              {playbook.tasks.slice(0, PREVIEW_STEPS).map((t) => (
                <li key={t.id}>{t.title}</li>
              ))}
            </Steps>
            {more > 0 ? <Created>{`+${more} more`}</Created> : null}
          </div>
        ) : null}
        <Actions>
          <Button onClick={onUse}>
            <Target aria-hidden="true" />
            Use as ONE Thing
          </Button>
          <Button variant="outline" onClick={onRun} disabled={playbook.tasks.length === 0}>
            <Play aria-hidden="true" />
            Run in Deep Work
          </Button>
        </Actions>
        <Created>Created {shortDateLabel(parseTimestamp(playbook.created_at))}</Created>
      </Body>
    </Card>
  );
}
