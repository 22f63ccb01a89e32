import { useId, useState } from 'react';
import styled from 'styled-components';
import { type Reflection, type ReflectionKind } from '@onething/shared-data';
import { reflectionPrompts, shouldRestoreDraft, type ReflectionContent } from '../domain/reflections';
import { Card, CardContent, CardHeader, CardTitle, HeaderRow, Label, Textarea } from '@onething/shared-ui';
import { readDraft } from '../api/reflection-drafts';
import { contentOf } from '../domain/reflection-content';
import { useReflectionAutosave } from '../hooks/use-reflection-autosave';
import { NotesField } from './notes-field';
import { RatingGroup } from './rating-group';
import { SaveStatus } from './save-status';

const Fields = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[5]};
`;

const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
`;

const Ratings = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[6]};
`;

const NotesLabel = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

export interface ReflectionFormProps {
  userId: string;
  kind: ReflectionKind;
  periodStart: string;
  entry: Reflection | null;
  onSaved: (row: Reflection | null) => void;
}

/** Opens with the server copy, or with the local draft when that is newer (typed but not saved). */
export function ReflectionForm({ userId, kind, periodStart, entry, onSaved }: ReflectionFormProps) {
  const [start] = useState(() => {
    const server = contentOf(entry);
    const draft = readDraft(userId, kind, periodStart);
    const restore = shouldRestoreDraft(draft, entry ? { content: server, updatedAt: entry.updated_at } : null);
    return { server, initial: restore && draft ? draft.content : server };
  });
  const { content, setContent, state, retryNow } = useReflectionAutosave({
    userId,
    kind,
    periodStart,
    initial: start.initial,
    server: start.server,
    onSaved,
  });
  const baseId = useId();
  const notesLabelId = `${baseId}-notes-label`;

  const update = (patch: Partial<ReflectionContent>) => setContent((previous) => ({ ...previous, ...patch }));

  return (
    <Card aria-labelledby={`${baseId}-title`}>
      <CardHeader>
        <HeaderRow>
          <CardTitle as="h2" id={`${baseId}-title`}>
            Your reflection
          </CardTitle>
          <SaveStatus state={state} onRetry={() => void retryNow()} />
        </HeaderRow>
      </CardHeader>
      <CardContent>
        <Fields>
          {kind === 'daily' ? (
            <Ratings>
              <RatingGroup
                name={`${baseId}-energy`}
                legend="Energy"
                value={content.energyRating}
                onChange={(energyRating) => update({ energyRating })}
              />
              <RatingGroup
                name={`${baseId}-focus`}
                legend="Focus"
                value={content.focusRating}
                onChange={(focusRating) => update({ focusRating })}
              />
            </Ratings>
          ) : null}
          {reflectionPrompts(kind).map((prompt) => (
            <Field key={prompt.key}>
              <Label htmlFor={`${baseId}-${prompt.key}`}>{prompt.question}</Label>
              <Textarea
                id={`${baseId}-${prompt.key}`}
                rows={3}
                maxLength={5000}
                value={content.answers[prompt.key] ?? ''}
                onChange={(event) => {
                  const value = event.target.value;
                  setContent((previous) => ({ ...previous, answers: { ...previous.answers, [prompt.key]: value } }));
                }}
              />
            </Field>
          ))}
          <Field>
            <NotesLabel id={notesLabelId}>Notes</NotesLabel>
            <NotesField
              id={`${baseId}-notes`}
              labelId={notesLabelId}
              initialHtml={start.initial.notesHtml}
              onChange={(notesHtml) => update({ notesHtml })}
            />
          </Field>
        </Fields>
      </CardContent>
    </Card>
  );
}
