import { Link, useNavigate } from 'react-router-dom';
import {
  Alert,
  AlertDescription,
  AlertTitle,
  Button,
  Card,
  CardContent,
  MutedText,
  Skeleton,
} from '@onething/shared-ui';
import { useInvitePreview } from '../api/group-queries';
import { useJoinByInvite } from '../hooks/use-group-mutations';
import { Row, SectionTitle, UserText } from './layout';

interface InviteCardProps {
  code: string;
  /** Ids of the groups the user is already in. */
  myGroupIds: ReadonlySet<string>;
  onDismiss: () => void;
}

/** What an invite link opens: the group's name, description and size, and a button to join it. */
export function InviteCard({ code, myGroupIds, onDismiss }: InviteCardProps) {
  const preview = useInvitePreview(code);
  const join = useJoinByInvite();
  const navigate = useNavigate();

  if (preview.isPending) return <Skeleton style={{ height: '8rem' }} aria-label="Loading the invitation" />;
  const group = preview.data;
  if (!group) {
    return (
      <Alert variant="destructive">
        <AlertTitle>This invite link is not valid</AlertTitle>
        <AlertDescription>
          It may have been replaced by a newer one. Ask a member of the group for a new link.{' '}
          <Button variant="link" onClick={onDismiss}>
            Dismiss
          </Button>
        </AlertDescription>
      </Alert>
    );
  }
  const member = myGroupIds.has(group.id);
  return (
    <Card as="section" aria-labelledby="invite-title">
      <CardContent style={{ display: 'grid', gap: '0.75rem', paddingTop: '1.5rem' }}>
        <SectionTitle id="invite-title" style={{ marginBottom: 0 }}>
          You are invited to join {group.name}
        </SectionTitle>
        {group.description ? <UserText>{group.description}</UserText> : null}
        <MutedText>
          {group.is_public ? 'Public' : 'Private'} group ·{' '}
          {group.member_count === 1 ? '1 member' : `${group.member_count} members`}
        </MutedText>
        <Row>
          {member ? (
            <Button asChild>
              <Link to={`/group/${group.id}`}>Open Group</Link>
            </Button>
          ) : (
            <Button
              loading={join.isPending && !join.isPaused}
              onClick={() =>
                // Saved: the group opens. Queued (offline): the invitation closes and the join waits in the
                // queue; a refusal then (the link was replaced) is shown by the hook.
                void join.submit(code).then(
                  (id) => (id ? navigate(`/group/${id}`) : onDismiss()),
                  () => undefined,
                )
              }
            >
              Join Group
            </Button>
          )}
          <Button variant="outline" onClick={onDismiss}>
            Not now
          </Button>
        </Row>
      </CardContent>
    </Card>
  );
}
