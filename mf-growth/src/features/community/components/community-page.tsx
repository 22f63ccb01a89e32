import { type FormEvent, useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { useQuery } from '@tanstack/react-query';
import { INVITE_PARAM, browseGroups, groupMatches, groupQueries, inviteCodeFrom, useAuth } from '@onething/shared-data';
import { Plus, Users } from 'lucide-react';
import {
  Alert,
  AlertDescription,
  Button,
  Field,
  Input,
  MutedText,
  PageHeader,
  PageStack,
  Skeleton,
} from '@onething/shared-ui';
import { useMemberCounts, usePublicGroups } from '../api/group-queries';
import { useCreateGroup, useJoinGroup } from '../hooks/use-group-mutations';
import { GroupCard } from './group-card';
import { GroupFormDialog } from './group-form-dialog';
import { InviteCard } from './invite-card';
import { Row, SectionTitle } from './layout';

const Grid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 18rem), 1fr));

  & > li {
    display: grid;
  }
`;

const Tools = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 18rem), 1fr));
  align-items: end;
`;

const InviteForm = styled.form`
  display: flex;
  gap: ${({ theme }) => theme.space[2]};
  align-items: flex-end;

  & > :first-child {
    flex: 1;
  }
`;

export function CommunityPage() {
  const { user } = useAuth();
  const userId = user?.id ?? '';
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const [search, setSearch] = useState('');
  const [inviteText, setInviteText] = useState('');
  const [inviteError, setInviteError] = useState<string | null>(null);
  const inviteCode = params.get(INVITE_PARAM);

  const mine = useQuery(groupQueries.mine(userId));
  const publicGroups = usePublicGroups(search);
  const create = useCreateGroup(userId);
  const join = useJoinGroup(userId);

  const term = search.trim();
  const { mine: myGroups, others } = useMemo(
    () =>
      browseGroups(
        (mine.data ?? []).filter((g) => groupMatches(g, search)),
        publicGroups.data ?? [],
      ),
    [mine.data, publicGroups.data, search],
  );
  const ids = useMemo(() => [...myGroups, ...others].map((g) => g.id), [myGroups, others]);
  const counts = useMemberCounts(ids);
  const myIds = useMemo(() => new Set((mine.data ?? []).map((g) => g.id)), [mine.data]);

  const openInvite = (event: FormEvent) => {
    event.preventDefault();
    const code = inviteCodeFrom(inviteText);
    if (!code) {
      setInviteError('Paste the invite link a member shared with you');
      return;
    }
    setInviteText('');
    setParams({ [INVITE_PARAM]: code });
  };

  return (
    <PageStack>
      <PageHeader
        icon={<Users aria-hidden="true" />}
        title="Community"
        description="Groups that keep you accountable: share progress, check in, cheer each other on."
        actions={
          <GroupFormDialog
            pending={create.isPending && !create.isPaused}
            onSubmit={async (values) => navigate(`/group/${await create.submit(values)}`)}
            trigger={
              <Button>
                <Plus aria-hidden="true" />
                Create Group
              </Button>
            }
          />
        }
        style={{ marginBottom: 0 }}
      />

      {inviteCode ? <InviteCard code={inviteCode} myGroupIds={myIds} onDismiss={() => setParams({})} /> : null}

      <Tools>
        <Field label="Search groups">
          <Input
            type="search"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            placeholder="Name or description"
          />
        </Field>
        <InviteForm onSubmit={openInvite} noValidate>
          <Field label="Have an invite link?" error={inviteError}>
            <Input
              value={inviteText}
              onChange={(e) => {
                setInviteText(e.target.value);
                setInviteError(null);
              }}
              placeholder="Paste the link"
              autoComplete="off"
            />
          </Field>
          <Button type="submit" variant="outline" style={{ marginBottom: inviteError ? '1.5rem' : 0 }}>
            Open
          </Button>
        </InviteForm>
      </Tools>

      <section aria-labelledby="my-groups-title">
        <SectionTitle id="my-groups-title">My groups</SectionTitle>
        {mine.isPending ? (
          <Skeleton style={{ height: '6rem' }} aria-label="Loading your groups" />
        ) : mine.isError ? (
          <Alert variant="destructive">
            <AlertDescription>Could not load your groups. {mine.error.message}</AlertDescription>
          </Alert>
        ) : myGroups.length === 0 ? (
          <MutedText>
            {term
              ? 'None of your groups match the search.'
              : 'You have not joined a group yet. Join one below or create your own.'}
          </MutedText>
        ) : (
          <Grid>
            {myGroups.map((group) => (
              <li key={group.id}>
                <GroupCard group={group} memberCount={counts.data?.[group.id]} isOwner={group.owner_id === userId} />
              </li>
            ))}
          </Grid>
        )}
      </section>

      <section aria-labelledby="public-groups-title">
        <SectionTitle id="public-groups-title">Public groups</SectionTitle>
        {publicGroups.isPending ? (
          <Skeleton style={{ height: '6rem' }} aria-label="Loading public groups" />
        ) : publicGroups.isError ? (
          <Alert variant="destructive">
            <AlertDescription>Could not load public groups. {publicGroups.error.message}</AlertDescription>
          </Alert>
        ) : others.length === 0 ? (
          <MutedText>
            {term ? 'No public groups match the search.' : 'No other public groups yet. Create the first one.'}
          </MutedText>
        ) : (
          <Grid>
            {others.map((group) => (
              <li key={group.id}>
                <GroupCard
                  group={group}
                  memberCount={counts.data?.[group.id]}
                  action={
                    <Row>
                      <Button
                        size="sm"
                        loading={join.isPending && !join.isPaused && join.variables?.groupId === group.id}
                        onClick={() => join.mutate(group.id)}
                        aria-label={`Join ${group.name}`}
                      >
                        Join
                      </Button>
                    </Row>
                  }
                />
              </li>
            ))}
          </Grid>
        )}
      </section>
      <MutedText>Private groups never show here: they are joined through an invite link from a member.</MutedText>
    </PageStack>
  );
}
