import { useState } from 'react';
import styled from 'styled-components';
import { Link } from 'react-router-dom';
import { reflectionHref, type Reflection, type ReflectionKind } from '@onething/shared-data';
import { reflectionPeriodLabel, reflectionPrompts } from '../domain/reflections';
import { Button, Card, CardContent, CardHeader, CardTitle, StackList } from '@onething/shared-ui';
import { sanitizeNotesHtml } from '../domain/sanitize-notes';

const Entry = styled(Link)<{ $current: boolean }>`
  display: block;
  padding: ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme, $current }) => ($current ? theme.colors.primary : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.md};
  color: inherit;
  text-decoration: none;

  &:hover {
    background: ${({ theme }) => theme.colors.accent};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.ring};
    outline-offset: 2px;
  }
`;

const Title = styled.span`
  display: block;
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

const Preview = styled.span`
  display: -webkit-box;
  -webkit-line-clamp: 2;
  -webkit-box-orient: vertical;
  overflow: hidden;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.mutedForeground};
  overflow-wrap: anywhere;

  p,
  ul,
  ol,
  li {
    display: inline;
    margin: 0;
    padding: 0;
  }
  li + li::before {
    content: ' · ';
  }
`;

const Empty = styled.p`
  color: ${({ theme }) => theme.colors.mutedForeground};
`;

const PAGE = 10;

/** The first answer the user wrote, else their notes (sanitised again: stored HTML is never trusted). */
function EntryPreview({ entry, kind }: { entry: Reflection; kind: ReflectionKind }) {
  const answer = reflectionPrompts(kind)
    .map((p) => entry.answers[p.key])
    .find((a): a is string => typeof a === 'string' && a.trim() !== '');
  if (answer) return <Preview>{answer}</Preview>;
  const notes = sanitizeNotesHtml(entry.notes_html);
  if (notes) return <Preview dangerouslySetInnerHTML={{ __html: notes }} />;
  return <Preview>Ratings only</Preview>;
}

export interface PastEntriesProps {
  kind: ReflectionKind;
  entries: readonly Reflection[] | undefined;
  currentPeriod: string;
}

export function PastEntries({ kind, entries, currentPeriod }: PastEntriesProps) {
  const [shown, setShown] = useState(PAGE);
  return (
    <Card aria-labelledby="past-reflections-title">
      <CardHeader>
        <CardTitle as="h2" id="past-reflections-title">
          Past reflections
        </CardTitle>
      </CardHeader>
      <CardContent>
        {!entries ? null : entries.length === 0 ? (
          <Empty>No reflections yet. What you write here is saved as you type.</Empty>
        ) : (
          <>
            <StackList data-testid="past-reflections">
              {entries.slice(0, shown).map((entry) => (
                <li key={entry.id}>
                  <Entry
                    to={reflectionHref(kind, entry.period_start)}
                    $current={entry.period_start === currentPeriod}
                    aria-current={entry.period_start === currentPeriod ? 'page' : undefined}
                  >
                    <Title>{reflectionPeriodLabel(kind, entry.period_start)}</Title>
                    <EntryPreview entry={entry} kind={kind} />
                  </Entry>
                </li>
              ))}
            </StackList>
            {entries.length > shown ? (
              <Button variant="ghost" size="sm" onClick={() => setShown((n) => n + PAGE)}>
                Show more
              </Button>
            ) : null}
          </>
        )}
      </CardContent>
    </Card>
  );
}
