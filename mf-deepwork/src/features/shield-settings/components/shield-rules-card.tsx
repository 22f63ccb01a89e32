import { useEffect, useId, useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { settingsQueries, type ShieldRules } from '@onething/shared-data';
import {
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  Field,
  Input,
  Label,
  MutedText,
} from '@onething/shared-ui';
import { Switch } from '@onething/shared-ui/controls';
import styled from 'styled-components';
import { checkDraft, toDraft, type DraftCheck, type ShieldRulesDraft } from '../domain/shield-rules-form';
import { useSaveShieldRules } from '../hooks/use-save-shield-rules';
import { AllowedSitesEditor } from './allowed-sites-editor';
import { CardBody, Group, GroupTitle, OptionRow, Separator } from './panel-layout';
import { ScheduleEditor } from './schedule-editor';

const NumberInput = styled(Input)`
  max-width: 8rem;
`;

/** When the shield blocks without a session, what allowlist mode lets through, breaks and the emergency stop. */
export function ShieldRulesCard({ userId, onSaved }: { userId: string; onSaved?: (rules: ShieldRules) => void }) {
  const titleId = `${useId()}-title`;
  const query = useQuery(settingsQueries.rules(userId));
  return (
    <Card as="section" aria-labelledby={titleId}>
      <CardHeader>
        <CardTitle id={titleId}>Schedules and session rules</CardTitle>
        <CardDescription>
          Block on a weekly schedule even with the app closed, choose the sites allowlist mode lets through, and how
          breaks and locked sessions work.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {query.data ? (
          <RulesForm userId={userId} saved={query.data} onSaved={onSaved} />
        ) : (
          <MutedText>{query.error ? 'Your rules could not be loaded.' : 'Loading…'}</MutedText>
        )}
      </CardContent>
    </Card>
  );
}

function RulesForm({
  userId,
  saved,
  onSaved,
}: {
  userId: string;
  saved: ShieldRules;
  onSaved?: (rules: ShieldRules) => void;
}) {
  const id = useId();
  const [draft, setDraft] = useState<ShieldRulesDraft>(() => toDraft(saved));
  const [check, setCheck] = useState<DraftCheck | null>(null);
  const save = useSaveShieldRules(userId);
  // Saved elsewhere (another tab, another device): the form follows.
  useEffect(() => setDraft(toDraft(saved)), [saved]);
  const problems = check && !check.ok ? check : null;
  const change = (patch: Partial<ShieldRulesDraft>) => {
    setDraft((current) => ({ ...current, ...patch }));
    setCheck(null);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = checkDraft(draft);
    setCheck(result);
    if (result.ok) save.mutate({ userId, rules: result.rules }, { onSuccess: (rules) => onSaved?.(rules) });
  };
  return (
    <form onSubmit={submit} noValidate>
      <CardBody>
        <Group role="group" aria-labelledby={`${id}-schedules`}>
          <GroupTitle id={`${id}-schedules`}>Blocking schedules</GroupTitle>
          <MutedText>
            Your distracting sites are blocked at these times in your time zone, with no session running and even when
            the app is closed.
          </MutedText>
          <ScheduleEditor
            schedules={draft.shield_schedules}
            problems={problems?.schedules ?? new Map()}
            onChange={(shield_schedules) => change({ shield_schedules })}
          />
          <OptionRow>
            <div>
              <Label htmlFor={`${id}-blocks`}>Shield my ONE Thing&apos;s time blocks</Label>
              <MutedText id={`${id}-blocks-hint`}>Block during every planned time block of your active goal.</MutedText>
            </div>
            <Switch
              id={`${id}-blocks`}
              aria-describedby={`${id}-blocks-hint`}
              checked={draft.shield_time_blocks}
              onCheckedChange={(shield_time_blocks) => change({ shield_time_blocks })}
            />
          </OptionRow>
        </Group>
        <Separator />
        <Group role="group" aria-labelledby={`${id}-allowed`}>
          <GroupTitle id={`${id}-allowed`}>Allowed sites</GroupTitle>
          <MutedText>A session in allowlist mode blocks every site but these and ONE Thing OS.</MutedText>
          <AllowedSitesEditor sites={draft.allowed_sites} onChange={(allowed_sites) => change({ allowed_sites })} />
        </Group>
        <Separator />
        <Group role="group" aria-labelledby={`${id}-session`}>
          <GroupTitle id={`${id}-session`}>Breaks and locked sessions</GroupTitle>
          <Field
            label="5-minute breaks per session"
            description="An unlocked session can lift the block for 5 minutes this many times."
            error={problems?.breaks}
          >
            <NumberInput
              inputMode="numeric"
              value={draft.breaks}
              onChange={(e) => change({ breaks: e.target.value })}
            />
          </Field>
          <Field
            label="Emergency stop wait (seconds)"
            description="How long an emergency stop of a locked session waits before it can end it."
            error={problems?.emergencyWait}
          >
            <NumberInput
              inputMode="numeric"
              value={draft.emergencyWait}
              onChange={(e) => change({ emergencyWait: e.target.value })}
            />
          </Field>
        </Group>
        <div>
          <Button type="submit" loading={save.isPending && !save.isPaused}>
            Save Rules
          </Button>
        </div>
      </CardBody>
    </form>
  );
}
