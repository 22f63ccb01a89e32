import styled from 'styled-components';
import type { GroupMemberSummary } from '@onething/shared-data';
import { Flame, Target } from 'lucide-react';
import { Avatar, Badge, Button, Card, CardContent, MutedText } from '@onething/shared-ui';
import { ConfirmDialog } from '@onething/shared-ui/overlays';
import { PlainList, SectionTitle } from './layout';

const Item = styled.li`
  display: grid;
  grid-template-columns: auto 1fr auto;
  gap: ${({ theme }) => theme.space[3]};
  align-items: center;
`;

const Name = styled.p`
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  overflow-wrap: anywhere;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  align-items: center;
`;

const Detail = styled(MutedText)`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  overflow-wrap: anywhere;

  svg {
    flex: none;
    width: 0.875rem;
    height: 0.875rem;
  }
`;

interface MemberListProps {
  members: readonly GroupMemberSummary[];
  currentUserId: string;
  /** The owner removes others; undefined for everyone else. */
  onRemove?: (member: GroupMemberSummary) => void;
}

export function MemberList({ members, currentUserId, onRemove }: MemberListProps) {
  return (
    <Card as="section" aria-labelledby="members-title">
      <CardContent style={{ paddingTop: '1.5rem' }}>
        <SectionTitle id="members-title">Members ({members.length})</SectionTitle>
        <PlainList>
          {members.map((member) => {
            const name = member.display_name ?? 'Member';
            return (
              <Item key={member.user_id}>
                <Avatar name={name} src={member.avatar_url} size="sm" />
                <div>
                  <Name>
                    {name}
                    {member.user_id === currentUserId ? <Badge variant="outline">You</Badge> : null}
                    {member.role === 'owner' ? <Badge variant="secondary">Owner</Badge> : null}
                  </Name>
                  <Detail>
                    <Flame aria-hidden="true" />
                    {member.longest_streak === 1 ? '1-day streak' : `${member.longest_streak}-day streak`}
                  </Detail>
                  {member.one_thing_title ? (
                    <Detail>
                      <Target aria-hidden="true" />
                      <span>ONE Thing: {member.one_thing_title}</span>
                    </Detail>
                  ) : null}
                </div>
                {onRemove && member.role !== 'owner' ? (
                  <ConfirmDialog
                    title={`Remove ${name}?`}
                    description="They lose access to the group and its posts. Their posts stay, shown as from a former member. The invite link changes, so the old one no longer works."
                    confirmLabel="Remove"
                    destructive
                    onConfirm={() => onRemove(member)}
                    trigger={
                      <Button size="sm" variant="outline" aria-label={`Remove ${name}`}>
                        Remove
                      </Button>
                    }
                  />
                ) : (
                  <span />
                )}
              </Item>
            );
          })}
        </PlainList>
      </CardContent>
    </Card>
  );
}
