import { useState, type SyntheticEvent } from 'react';
import { Plus, X } from 'lucide-react';
import { Button, Field, Input, MutedText } from '@onething/shared-ui';
import styled from 'styled-components';
import { parseCustomSite, SITE_INPUT_ERRORS } from '../domain/custom-site';
import { Domain } from './panel-layout';

const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  list-style: none;
  margin: 0;
  padding: 0;

  li {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[1]};
    padding: ${({ theme }) => `${theme.space[1]} ${theme.space[2]}`};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
  }
`;

const InputRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};

  input {
    flex: 1 1 12rem;
    min-width: 0;
  }
`;

const EMPTY_ALLOWED_SITE = 'Enter a website to allow, such as docs.google.com.';

interface AllowedSitesEditorProps {
  sites: readonly string[];
  onChange: (sites: string[]) => void;
}

/** The sites allowlist mode lets through (work tools), written and checked as blocked sites are. */
export function AllowedSitesEditor({ sites, onChange }: AllowedSitesEditorProps) {
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  // Not a form of its own: it sits inside the rules form, and forms do not nest. Enter adds as a form would.
  const add = (event: SyntheticEvent) => {
    event.preventDefault();
    const parsed = parseCustomSite(value, sites);
    if (!parsed.ok) {
      setError(parsed.error === SITE_INPUT_ERRORS.empty ? EMPTY_ALLOWED_SITE : parsed.error);
      return;
    }
    setError(null);
    setValue('');
    onChange([...sites, parsed.domain]);
  };
  return (
    <>
      {sites.length === 0 ? (
        <MutedText>No allowed sites yet: allowlist mode needs at least one.</MutedText>
      ) : (
        <List aria-label="Allowed sites">
          {sites.map((site) => (
            <li key={site}>
              <Domain>{site}</Domain>
              <Button
                variant="ghost"
                size="icon"
                aria-label={`Remove ${site}`}
                onClick={() => onChange(sites.filter((s) => s !== site))}
              >
                <X aria-hidden="true" />
              </Button>
            </li>
          ))}
        </List>
      )}
      <div>
        <Field label="Add an allowed site" error={error ?? undefined}>
          {(controlProps) => (
            <InputRow>
              <Input
                {...controlProps}
                value={value}
                onChange={(event) => {
                  setValue(event.target.value);
                  if (error) setError(null);
                }}
                onKeyDown={(event) => {
                  if (event.key === 'Enter') add(event);
                }}
                placeholder="docs.google.com"
                autoComplete="off"
                autoCapitalize="none"
                spellCheck={false}
                inputMode="url"
              />
              <Button variant="secondary" onClick={add}>
                <Plus aria-hidden="true" /> Allow Site
              </Button>
            </InputRow>
          )}
        </Field>
      </div>
    </>
  );
}
