import { useState, type FormEvent, type RefObject } from 'react';
import styled from 'styled-components';
import { Plus } from 'lucide-react';
import { Button, Field, Input } from '@onething/shared-ui';
import { parseCustomSite } from '../domain/custom-site';

const InputRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};

  input {
    flex: 1 1 12rem;
    min-width: 0;
  }
`;

interface AddSiteFormProps {
  /** Every site already listed (presets whether on or off, and the user's own). */
  listed: readonly string[];
  /** Saves the site; rejects when the save failed. */
  onAdd: (domain: string) => Promise<void>;
  inputRef: RefObject<HTMLInputElement | null>;
}

/** Adds a site to block; a duplicate or an entry that is not a domain is refused with a message. */
export function AddSiteForm({ listed, onAdd, inputRef }: AddSiteFormProps) {
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = parseCustomSite(value, listed);
    if (!parsed.ok) {
      setError(parsed.error);
      inputRef.current?.focus();
      return;
    }
    setError(null);
    setValue('');
    // Ready for the next site, also after a click on the button.
    inputRef.current?.focus();
    const typed = value;
    // The site shows at once; if saving fails it disappears again and what was typed comes back.
    onAdd(parsed.domain).catch(() => setValue((current) => (current === '' ? typed : current)));
  };

  return (
    <form onSubmit={submit} noValidate>
      <Field
        label="Add a website"
        description="A domain such as example.com (its subdomains are blocked too), or a part of a site such as youtube.com/shorts."
        error={error}
      >
        {(controlProps) => (
          <InputRow>
            <Input
              {...controlProps}
              ref={inputRef}
              value={value}
              onChange={(event) => {
                setValue(event.target.value);
                if (error) setError(null);
              }}
              placeholder="example.com"
              autoComplete="off"
              autoCapitalize="none"
              spellCheck={false}
              inputMode="url"
            />
            <Button type="submit">
              <Plus aria-hidden="true" /> Add Site
            </Button>
          </InputRow>
        )}
      </Field>
    </form>
  );
}
