import { Plus, Target } from 'lucide-react';
import { Button, Card, CardContent } from '@onething/shared-ui';
import styled from 'styled-components';

const Content = styled(CardContent)`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => `${theme.space[12]} ${theme.space[6]}`};
  text-align: center;

  & > svg {
    width: 3rem;
    height: 3rem;
    color: ${({ theme }) => theme.colors.primary};
  }
`;

const Heading = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const Text = styled.p`
  max-width: 28rem;
  color: ${({ theme }) => theme.colors.mutedForeground};
`;

export function EmptyGoalState({ onCreate }: { onCreate: () => void }) {
  return (
    <Card>
      <Content>
        <Target aria-hidden="true" />
        <Heading>No Active ONE Thing Goal</Heading>
        <Text>Create your ONE Thing to start focusing on what matters most.</Text>
        <Button onClick={onCreate}>
          <Plus aria-hidden="true" />
          Create Your ONE Thing
        </Button>
      </Content>
    </Card>
  );
}
