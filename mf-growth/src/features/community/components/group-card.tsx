import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { Group } from '@onething/shared-data';
import { Globe, Lock, Users } from 'lucide-react';
import { Badge, Card, CardContent, MutedText } from '@onething/shared-ui';
import { Row, UserText } from './layout';

const Title = styled.h3`
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  overflow-wrap: anywhere;

  a {
    color: inherit;
    text-decoration: none;
  }
  a:hover,
  a:focus-visible {
    text-decoration: underline;
  }
`;

const Body = styled(CardContent)`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  padding-top: ${({ theme }) => theme.space[5]};
  height: 100%;
  align-content: start;
`;

const Description = styled(UserText)`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.mutedForeground};
  display: -webkit-box;
  -webkit-line-clamp: 3;
  -webkit-box-orient: vertical;
  overflow: hidden;
`;

const Count = styled(MutedText)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};

  svg {
    width: 1rem;
    height: 1rem;
  }
`;

interface GroupCardProps {
  group: Group;
  memberCount?: number;
  isOwner?: boolean;
  action?: ReactNode;
}

export function GroupCard({ group, memberCount, isOwner, action }: GroupCardProps) {
  return (
    <Card as="article" aria-labelledby={`group-${group.id}-name`}>
      <Body>
        <Title id={`group-${group.id}-name`}>
          <Link to={`/group/${group.id}`}>{group.name}</Link>
        </Title>
        <Row>
          <Badge variant="outline">
            {group.is_public ? <Globe aria-hidden="true" /> : <Lock aria-hidden="true" />}
            {group.is_public ? 'Public' : 'Private'}
          </Badge>
          {isOwner ? <Badge variant="secondary">Owner</Badge> : null}
          {memberCount !== undefined ? (
            <Count as="span">
              <Users aria-hidden="true" />
              {memberCount === 1 ? '1 member' : `${memberCount} members`}
            </Count>
          ) : null}
        </Row>
        {group.description ? <Description>{group.description}</Description> : null}
        {action ? <Row>{action}</Row> : null}
      </Body>
    </Card>
  );
}
