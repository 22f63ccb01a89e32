import { useState } from 'react';
import { Heart, Save } from 'lucide-react';
import { Button, Card, CardContent, CardDescription, CardHeader, CardTitle, Textarea } from '@onething/shared-ui';
import styled from 'styled-components';

const Title = styled(CardTitle)`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};

  svg {
    width: 1.125rem;
    height: 1.125rem;
    color: ${({ theme }) => theme.colors.destructive};
  }
`;

const Body = styled(CardContent)`
  display: flex;
  flex-direction: column;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space[3]};
`;

export interface WhyCardProps {
  why: string | null;
  onSave: (why: string) => Promise<unknown>;
  saving: boolean;
}

export function WhyCard({ why, onSave, saving }: WhyCardProps) {
  const saved = why ?? '';
  const [draft, setDraft] = useState(saved);
  const [base, setBase] = useState(saved);
  // A new value from the server (after a save or refetch) replaces the draft only if it was not edited.
  if (saved !== base) {
    setBase(saved);
    if (draft === base) setDraft(saved);
  }
  const unchanged = draft.trim() === saved.trim();

  return (
    <Card as="section" aria-labelledby="why-title">
      <CardHeader>
        <Title as="h2" id="why-title">
          <Heart aria-hidden="true" />
          Why This Matters
        </Title>
        <CardDescription id="why-description">Your reason keeps you going when it gets hard.</CardDescription>
      </CardHeader>
      <Body>
        <Textarea
          aria-labelledby="why-title"
          aria-describedby="why-description"
          value={draft}
          rows={4}
          placeholder="Why is this goal important to you?"
          onChange={(event) => setDraft(event.target.value)}
        />
        <Button
          variant="secondary"
          size="sm"
          disabled={unchanged}
          loading={saving}
          onClick={() => {
            onSave(draft).catch(() => undefined);
          }}
        >
          <Save aria-hidden="true" />
          Save Why
        </Button>
      </Body>
    </Card>
  );
}
