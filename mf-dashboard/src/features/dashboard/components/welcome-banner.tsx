import { Sparkles } from 'lucide-react';
import { Alert, AlertDescription, AlertTitle, Button } from '@onething/shared-ui';
import styled from 'styled-components';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
`;

export const WELCOME_TEXT = {
  title: 'Welcome to ONE Thing OS!',
  description: 'Your setup is complete. Start with your ONE Thing: everything else follows from it.',
  dismiss: 'Got it',
} as const;

/** Shown once after onboarding. */
export function WelcomeBanner({ onDismiss }: { onDismiss: () => void }) {
  return (
    <Alert role="status" icon={<Sparkles aria-hidden="true" />}>
      <AlertTitle as="h2">{WELCOME_TEXT.title}</AlertTitle>
      <AlertDescription>
        <Row>
          <span>{WELCOME_TEXT.description}</span>
          <Button size="sm" variant="outline" onClick={onDismiss}>
            {WELCOME_TEXT.dismiss}
          </Button>
        </Row>
      </AlertDescription>
    </Alert>
  );
}
