import { useMemo } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { useQuery } from '@tanstack/react-query';
import { type GroupPost, groupQueries, useAuth, usePageTitle } from '@onething/shared-data';
import { ArrowLeft, Globe, Lock, Pencil, Trash2 } from 'lucide-react';
import {
  Alert,
  AlertDescription,
  Badge,
  Button,
  Card,
  CardContent,
  MutedText,
  NotFound,
  PageHeader,
  PageStack,
  Skeleton,
} from '@onething/shared-ui';
import { ConfirmDialog } from '@onething/shared-ui/overlays';
import { useGroupFeed, useGroupMembers } from '../api/group-queries';
import {
  useCreatePost,
  useDeleteGroup,
  useDeletePost,
  useJoinGroup,
  useLeaveGroup,
  useRemoveMember,
  useUpdateGroup,
} from '../hooks/use-group-mutations';
import { useFeedRealtime } from '../api/use-feed-realtime';
import { GroupFeed } from './group-feed';
import { GroupFormDialog } from './group-form-dialog';
import { InviteLinkCard } from './invite-link-card';
import { Row, SectionTitle, UserText } from './layout';
import { MemberList } from './member-list';
import { PostForm } from './post-form';

const Columns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
  grid-template-columns: minmax(0, 2fr) minmax(0, 1fr);
  align-items: start;

  @media (max-width: 960px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Side = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
`;

const FeedBody = styled(CardContent)`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  padding-top: ${({ theme }) => theme.space[6]};
`;

function BackLink() {
  return (
    <Button variant="link" asChild style={{ justifySelf: 'start', paddingLeft: 0 }}>
      <Link to="/community">
        <ArrowLeft aria-hidden="true" />
        Community
      </Link>
    </Button>
  );
}

/**
 * The not-found page, named for a group: one that does not exist and a private one the user is not in look
 * the same, so an address tells nothing about a private group.
 */
export function GroupNotFound() {
  usePageTitle('Group not found');
  return (
    <NotFound
      title="Group not found"
      description="This group does not exist, or it is private and you are not a member."
      homeLink={<Link to="/community" />}
      homeLabel="Go to Community"
    />
  );
}

/** One group's page; its id is a uuid (the route answers anything else with GroupNotFound). */
export function GroupPage({ groupId }: { groupId: string }) {
  const { user, profile } = useAuth();
  const userId = user?.id ?? '';
  const navigate = useNavigate();
  const group = useQuery(groupQueries.detail(groupId));
  const members = useGroupMembers(groupId, Boolean(group.data));
  const isMember = Boolean(members.data?.some((m) => m.user_id === userId));
  const feed = useGroupFeed(groupId, isMember);
  useFeedRealtime(groupId, isMember);

  const update = useUpdateGroup(groupId);
  const remove = useDeleteGroup(groupId);
  const leave = useLeaveGroup(userId);
  const join = useJoinGroup(userId);
  const removeMember = useRemoveMember(groupId);
  const post = useCreatePost(groupId, userId);
  const deletePost = useDeletePost(groupId);
  const posts = useMemo(() => feed.data?.pages.flat() ?? [], [feed.data]);

  if (!group.isPending && !group.data && !group.isError) return <GroupNotFound />;
  if (group.isPending || (group.data && members.isPending && members.fetchStatus !== 'idle')) {
    return <Skeleton style={{ height: '12rem' }} aria-label="Loading the group" />;
  }
  if (group.isError || !group.data) {
    return (
      <Alert variant="destructive">
        <AlertDescription>Could not load the group. {group.error?.message}</AlertDescription>
      </Alert>
    );
  }

  const g = group.data;
  const isOwner = g.owner_id === userId;
  const memberList = members.data ?? [];

  const actions = isOwner ? (
    <>
      <GroupFormDialog
        group={g}
        pending={update.isPending && !update.isPaused}
        onSubmit={(values) => update.submit(values)}
        trigger={
          <Button variant="outline">
            <Pencil aria-hidden="true" />
            Edit Group
          </Button>
        }
      />
      <ConfirmDialog
        title={`Delete ${g.name}?`}
        description="The group, its members list and every post are deleted for everyone. This cannot be undone."
        confirmLabel="Delete Group"
        destructive
        onConfirm={() =>
          void remove.submit(undefined).then(
            () => navigate('/community'),
            () => undefined,
          )
        }
        trigger={
          <Button variant="destructive">
            <Trash2 aria-hidden="true" />
            Delete Group
          </Button>
        }
      />
    </>
  ) : isMember ? (
    <ConfirmDialog
      title={`Leave ${g.name}?`}
      description={
        g.is_public ? 'You can join again at any time.' : 'You need a new invite link from a member to join again.'
      }
      confirmLabel="Leave Group"
      destructive
      onConfirm={() =>
        void leave.submit(groupId).then(
          () => navigate('/community'),
          () => undefined,
        )
      }
      trigger={<Button variant="outline">Leave Group</Button>}
    />
  ) : g.is_public ? (
    <Button loading={join.isPending && !join.isPaused} onClick={() => join.mutate(groupId)}>
      Join Group
    </Button>
  ) : null;

  return (
    <PageStack>
      <BackLink />
      <PageHeader
        title={g.name}
        description={
          <Row as="span">
            <Badge variant="outline">
              {g.is_public ? <Globe aria-hidden="true" /> : <Lock aria-hidden="true" />}
              {g.is_public ? 'Public group' : 'Private group'}
            </Badge>
            {isMember ? <span>{memberList.length === 1 ? '1 member' : `${memberList.length} members`}</span> : null}
          </Row>
        }
        actions={actions}
        style={{ marginBottom: 0, overflowWrap: 'anywhere' }}
      />
      {g.description ? <UserText>{g.description}</UserText> : null}

      {!isMember ? (
        <Card>
          <CardContent style={{ paddingTop: '1.5rem' }}>
            <MutedText>Join this group to see its members and posts.</MutedText>
          </CardContent>
        </Card>
      ) : (
        <Columns>
          <Card as="section" aria-labelledby="feed-title">
            <FeedBody>
              <SectionTitle id="feed-title" style={{ marginBottom: 0 }}>
                Feed
              </SectionTitle>
              <PostForm pending={post.isPending && !post.isPaused} onPost={(body) => post.submit(body)} />
              {profile && !profile.share_checkins ? (
                <MutedText>
                  Your check-ins are not shared. Turn on “Share my check-ins with my groups” in{' '}
                  <Link to="/settings#community-sharing">Settings</Link> to post one whenever you complete a deep work
                  session or your ONE Thing.
                </MutedText>
              ) : null}
              <GroupFeed
                posts={posts}
                members={memberList}
                currentUserId={userId}
                isOwner={isOwner}
                loading={feed.isPending}
                error={feed.error}
                hasMore={feed.hasNextPage}
                loadingMore={feed.isFetchingNextPage}
                onLoadMore={() => void feed.fetchNextPage()}
                onDelete={(p: GroupPost) => deletePost.mutate(p.id)}
              />
            </FeedBody>
          </Card>
          <Side>
            <MemberList
              members={memberList}
              currentUserId={userId}
              onRemove={isOwner ? (m) => removeMember.mutate(m.user_id) : undefined}
            />
            <InviteLinkCard code={g.invite_code} isPublic={g.is_public} />
          </Side>
        </Columns>
      )}
    </PageStack>
  );
}
