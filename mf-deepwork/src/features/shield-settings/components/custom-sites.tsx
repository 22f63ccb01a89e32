import { useId, useRef, type RefObject } from 'react';
import styled from 'styled-components';
import { Trash2 } from 'lucide-react';
import { Badge, Button, MutedText } from '@onething/shared-ui';
import { Domain, Group, GroupTitle } from './panel-layout';

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  list-style: none;
`;

const Item = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  min-width: 0;
  padding: ${({ theme }) => `${theme.space[1]} ${theme.space[1]} ${theme.space[1]} ${theme.space[3]}`};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};

  ${Domain} {
    flex: 1 1 8rem;
  }
`;

interface CustomSitesProps {
  sites: readonly string[];
  /** Sites whose permission request to the extension is still open. */
  asking: ReadonlySet<string>;
  onRemove: (domain: string) => void;
  /** Where focus goes when the last site is removed. */
  inputRef: RefObject<HTMLInputElement | null>;
}

/** The sites the user added, each removable. */
export function CustomSites({ sites, asking, onRemove, inputRef }: CustomSitesProps) {
  const titleId = `${useId()}-title`;
  const listRef = useRef<HTMLUListElement>(null);

  const remove = (index: number, domain: string) => {
    // The removed row's button disappears: keep keyboard users in the list (next site, else the previous
    // one), or in the input when the list is empty.
    const buttons = [...(listRef.current?.querySelectorAll<HTMLButtonElement>('button[data-remove]') ?? [])];
    const next = buttons[index + 1] ?? buttons[index - 1] ?? inputRef.current;
    onRemove(domain);
    next?.focus();
  };

  return (
    <Group>
      <GroupTitle id={titleId}>Your sites</GroupTitle>
      {sites.length === 0 ? (
        <MutedText>You have not added any sites yet.</MutedText>
      ) : (
        <List ref={listRef} aria-labelledby={titleId}>
          {sites.map((domain, index) => (
            <Item key={domain}>
              <Domain>{domain}</Domain>
              {asking.has(domain) ? <Badge variant="warning">Waiting for permission</Badge> : null}
              <Button
                variant="ghost"
                size="icon"
                data-remove=""
                aria-label={`Remove ${domain}`}
                onClick={() => remove(index, domain)}
              >
                <Trash2 aria-hidden="true" />
              </Button>
            </Item>
          ))}
        </List>
      )}
    </Group>
  );
}
