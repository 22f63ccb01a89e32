import { type FormEvent, useId, useState } from 'react';
import styled from 'styled-components';
import { GROUP_POST_MAX_LENGTH } from '@onething/shared-data';
import { Button, Label, MutedText, Textarea } from '@onething/shared-ui';

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
`;

const Footer = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
`;

interface PostFormProps {
  pending: boolean;
  onPost: (body: string) => Promise<unknown>;
}

/** Plain text only: what is typed is stored and shown as text, never as markup. */
export function PostForm({ pending, onPost }: PostFormProps) {
  const id = useId();
  const [body, setBody] = useState('');
  const length = body.length;
  const empty = body.trim() === '';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (empty || length > GROUP_POST_MAX_LENGTH) return;
    try {
      await onPost(body.trim());
      setBody('');
    } catch {
      // Kept for another try; the mutation shows the error.
    }
  };

  return (
    <Form onSubmit={(e) => void submit(e)}>
      <Label htmlFor={`${id}-post`}>Share an update with the group</Label>
      <Textarea
        id={`${id}-post`}
        value={body}
        rows={3}
        maxLength={GROUP_POST_MAX_LENGTH}
        aria-describedby={`${id}-count`}
        onChange={(e) => setBody(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) void submit(e);
        }}
      />
      <Footer>
        <MutedText id={`${id}-count`}>
          {length}/{GROUP_POST_MAX_LENGTH} characters
        </MutedText>
        <Button type="submit" disabled={empty} loading={pending}>
          Post
        </Button>
      </Footer>
    </Form>
  );
}
