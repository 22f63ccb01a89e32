// /playbooks: reusable plans, newest first, with search; create and edit on the page; delete after a
// confirmation; "Use as ONE Thing" and "Run in Deep Work".
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { canCreateGoal, goalQueries, playbookQueries, taskQueries, type Playbook } from '@onething/shared-data';
import { searchPlaybooks } from '../domain/playbooks';
import { Library, Plus, Search } from 'lucide-react';
import {
  Alert,
  AlertDescription,
  AlertTitle,
  Button,
  Card,
  CardContent,
  Input,
  PageHeader,
  Spinner,
  VisuallyHidden,
} from '@onething/shared-ui';
import { ConfirmDialog } from '@onething/shared-ui/overlays';
import styled from 'styled-components';
import { useCreateGoalFromPlaybook, useDeletePlaybook, useSavePlaybook } from '../hooks/use-playbook-mutations';
import { DELETE_PLAYBOOK_TEXT } from '../domain/playbook-messages';
import { PlaybookCard } from './playbook-card';
import { PlaybookEditor } from './playbook-editor';
import { UsePlaybookDialog } from './use-playbook-dialog';

const SearchBox = styled.div`
  position: relative;
  max-width: 28rem;
  margin-bottom: ${({ theme }) => theme.space[6]};

  svg {
    position: absolute;
    top: 50%;
    left: ${({ theme }) => theme.space[3]};
    width: 1rem;
    height: 1rem;
    transform: translateY(-50%);
    color: ${({ theme }) => theme.colors.mutedForeground};
    pointer-events: none;
  }

  input {
    padding-left: ${({ theme }) => theme.space[10]};
  }
`;

const Grid = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 20rem), 1fr));
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Empty = styled(CardContent)`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[10]} ${({ theme }) => theme.space[4]};
  text-align: center;

  & > svg {
    width: 2.5rem;
    height: 2.5rem;
    color: ${({ theme }) => theme.colors.mutedForeground};
  }

  h2 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }

  p {
    max-width: 32rem;
    color: ${({ theme }) => theme.colors.mutedForeground};
  }
`;

const Centered = styled.div`
  display: flex;
  justify-content: center;
  padding: ${({ theme }) => theme.space[10]};
`;

type Editing = { playbook: Playbook | null } | null;

export function PlaybooksPage({ userId }: { userId: string }) {
  const navigate = useNavigate();
  const playbooks = useQuery(playbookQueries.byUser(userId));
  const activeGoal = useQuery(goalQueries.active(userId));
  const goal = activeGoal.data ?? null;
  const steps = useQuery({ ...taskQueries.steps(goal?.id ?? ''), enabled: Boolean(goal?.id) });
  const save = useSavePlaybook(userId);
  const remove = useDeletePlaybook();
  const useAsGoal = useCreateGoalFromPlaybook(userId);

  const [query, setQuery] = useState('');
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<Playbook | null>(null);
  const [using, setUsing] = useState<Playbook | null>(null);

  const blocked = !canCreateGoal(goal, steps.data);
  const all = playbooks.data ?? [];
  const shown = searchPlaybooks(all, query);

  const runInDeepWork = (playbook: Playbook) => {
    void navigate('/deep-work', { state: { playbookData: playbook } });
  };

  const header = (
    <PageHeader
      title="Playbooks"
      description="Reusable plans: save a ONE Thing that worked, then run it again."
      actions={
        editing ? null : (
          <Button onClick={() => setEditing({ playbook: null })}>
            <Plus aria-hidden="true" />
            New Playbook
          </Button>
        )
      }
    />
  );

  if (editing) {
    return (
      <>
        {header}
        <PlaybookEditor
          key={editing.playbook?.id ?? 'new'}
          playbook={editing.playbook}
          saving={save.isPending && !save.isPaused}
          onCancel={() => setEditing(null)}
          onSave={async (input) => {
            await save.submit({ id: editing.playbook?.id ?? null, input });
            setEditing(null);
          }}
        />
      </>
    );
  }

  let content;
  if (playbooks.isPending) {
    content = (
      <Centered>
        <Spinner size="lg" label="Loading your playbooks..." />
      </Centered>
    );
  } else if (playbooks.isError) {
    content = (
      <Alert variant="destructive">
        <AlertTitle>Could not load your playbooks</AlertTitle>
        <AlertDescription>
          {playbooks.error.message}{' '}
          <Button variant="link" onClick={() => void playbooks.refetch()}>
            Try again
          </Button>
        </AlertDescription>
      </Alert>
    );
  } else if (all.length === 0) {
    content = (
      <Card>
        <Empty>
          <Library aria-hidden="true" />
          <h2>No Playbooks Yet</h2>
          <p>
            Create a playbook from scratch, or open your ONE Thing and choose &quot;Save as playbook&quot; to reuse its
            steps and time blocks.
          </p>
          <Button onClick={() => setEditing({ playbook: null })}>
            <Plus aria-hidden="true" />
            Create Playbook
          </Button>
        </Empty>
      </Card>
    );
  } else {
    content = (
      <>
        {shown.length === 0 ? (
          <Card>
            <Empty>
              <Search aria-hidden="true" />
              <h2>No playbooks match</h2>
              <p>{`Nothing matches "${query.trim()}". Try other words.`}</p>
            </Empty>
          </Card>
        ) : (
          <Grid aria-label="Playbooks">
            {shown.map((p) => (
              <li key={p.id}>
                <PlaybookCard
                  playbook={p}
                  onEdit={() => setEditing({ playbook: p })}
                  onDelete={() => setDeleting(p)}
                  onUse={() => setUsing(p)}
                  onRun={() => runInDeepWork(p)}
                />
              </li>
            ))}
          </Grid>
        )}
      </>
    );
  }

  return (
    <>
      {header}
      {all.length > 0 ? (
        <SearchBox role="search">
          <Search aria-hidden="true" />
          <Input
            type="search"
            aria-label="Search playbooks"
            placeholder="Search playbooks"
            value={query}
            onChange={(e) => setQuery(e.target.value)}
          />
        </SearchBox>
      ) : null}
      <VisuallyHidden>
        <p role="status">{all.length > 0 ? `${shown.length} of ${all.length} playbooks shown` : ''}</p>
      </VisuallyHidden>
      {content}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => {
          if (!open) setDeleting(null);
        }}
        title={deleting ? `Delete "${deleting.title}"?` : 'Delete Playbook?'}
        description={DELETE_PLAYBOOK_TEXT}
        confirmLabel="Delete"
        destructive
        onConfirm={() => {
          if (deleting) remove.mutate(deleting.id);
        }}
      />
      <UsePlaybookDialog
        playbook={using}
        blocked={blocked}
        creating={useAsGoal.isPending && !useAsGoal.isPaused}
        onOpenChange={(open) => {
          if (!open) setUsing(null);
        }}
        // Closes once the goal is saved or queued (offline); a refusal keeps it open with the hook's toast.
        onConfirm={(playbook) =>
          void useAsGoal.submit(playbook).then(
            () => {
              setUsing(null);
              void navigate('/one-thing');
            },
            () => undefined,
          )
        }
      />
    </>
  );
}
