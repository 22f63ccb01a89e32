import styled from 'styled-components';
import {
  type GroupMemberSummary,
  type GroupPost,
  FORMER_MEMBER,
  describePost,
  parseTimestamp,
  postAuthorName,
  timeAgoLabel,
} from '@onething/shared-data';
import { CheckCircle2, Trash2 } from 'lucide-react';
import { Alert, AlertDescription, Avatar, Button, MutedText, Skeleton } from '@onething/shared-ui';
import { ConfirmDialog } from '@onething/shared-ui/overlays';
import { PlainList, UserText } from './layout';

const Item = styled.li`
  display: grid;
  grid-template-columns: auto 1fr auto;
  gap: ${({ theme }) => theme.space[3]};
  align-items: start;
  padding-bottom: ${({ theme }) => theme.space[3]};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};

  &:last-child {
    border-bottom: none;
  }
`;

const Heading = styled.p<{ $checkin: boolean }>`
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  overflow-wrap: anywhere;
  display: flex;
  gap: ${({ theme }) => theme.space[1.5]};
  align-items: center;
  color: ${({ theme, $checkin }) => ($checkin ? theme.colors.successText : 'inherit')};

  svg {
    flex: none;
    width: 1rem;
    height: 1rem;
  }
`;

const Time = styled.time`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.mutedForeground};
`;

interface GroupFeedProps {
  posts: readonly GroupPost[];
  members: readonly GroupMemberSummary[];
  currentUserId: string;
  isOwner: boolean;
  loading: boolean;
  error: Error | null;
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
  onDelete: (post: GroupPost) => void;
}

export function GroupFeed({
  posts,
  members,
  currentUserId,
  isOwner,
  loading,
  error,
  hasMore,
  loadingMore,
  onLoadMore,
  onDelete,
}: GroupFeedProps) {
  if (loading) return <Skeleton style={{ height: '6rem' }} aria-label="Loading posts" />;
  if (error) {
    return (
      <Alert variant="destructive">
        <AlertDescription>Could not load the posts. {error.message}</AlertDescription>
      </Alert>
    );
  }
  if (posts.length === 0) return <MutedText>No posts yet. Share how your ONE Thing is going.</MutedText>;
  return (
    <>
      <PlainList aria-label="Posts and check-ins">
        {posts.map((post) => {
          const author = postAuthorName(post, members);
          const { title, text } = describePost(post, author);
          const checkin = post.kind === 'checkin';
          const mayDelete = post.user_id === currentUserId || isOwner;
          return (
            <Item key={post.id}>
              <Avatar
                name={author === FORMER_MEMBER ? null : author}
                fallback={author === FORMER_MEMBER ? '?' : undefined}
                size="sm"
              />
              <div>
                <Heading $checkin={checkin}>
                  {checkin ? <CheckCircle2 aria-hidden="true" /> : null}
                  <span>{title}</span>
                </Heading>
                <Time dateTime={post.created_at} title={new Date(post.created_at).toLocaleString()}>
                  {timeAgoLabel(parseTimestamp(post.created_at))}
                </Time>
                {text ? <UserText>{text}</UserText> : null}
              </div>
              {mayDelete ? (
                <ConfirmDialog
                  title="Delete this post?"
                  description={
                    post.user_id === currentUserId
                      ? 'It is removed for everyone in the group.'
                      : `You are removing a post by ${author} as the group's owner.`
                  }
                  confirmLabel="Delete"
                  destructive
                  onConfirm={() => onDelete(post)}
                  trigger={
                    <Button size="icon" variant="ghost" aria-label={checkin ? 'Delete check-in' : 'Delete post'}>
                      <Trash2 aria-hidden="true" />
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
      {hasMore ? (
        <Button variant="outline" onClick={onLoadMore} loading={loadingMore} style={{ justifySelf: 'center' }}>
          Load older posts
        </Button>
      ) : null}
    </>
  );
}
