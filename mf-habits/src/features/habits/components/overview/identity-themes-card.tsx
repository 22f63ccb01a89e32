import styled from 'styled-components';
import { Brain, Heart, Lightbulb, type LucideIcon, Zap } from 'lucide-react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@onething/shared-ui';
import { identityThemeCounts, type IdentityThemeName } from '../../domain/identity-themes';

const ICONS: Record<IdentityThemeName, LucideIcon> = {
  'Mindful Person': Brain,
  'Deep Worker': Zap,
  'Healthy Person': Heart,
  'Lifelong Learner': Lightbulb,
};

const List = styled.ul`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[3]};
  list-style: none;
  margin: 0;
  padding: 0;
`;

const Item = styled.li`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  min-width: 0;

  svg {
    flex-shrink: 0;
    width: 1.25rem;
    height: 1.25rem;
    color: ${({ theme }) => theme.colors.primary};
  }
`;

const Text = styled.div`
  display: flex;
  flex-direction: column;
  min-width: 0;
`;

const Name = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

const Count = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.mutedForeground};
`;

/** The four identities, each with its number of active habits. */
export function IdentityThemesCard({ habits }: { habits: readonly { category: string }[] }) {
  return (
    <Card as="section" aria-labelledby="identity-themes-title">
      <CardHeader>
        <CardTitle as="h2" id="identity-themes-title">
          Identity Themes
        </CardTitle>
        <CardDescription>Every habit is a vote for the person you want to become.</CardDescription>
      </CardHeader>
      <CardContent>
        <List>
          {identityThemeCounts(habits).map((theme) => {
            const Icon = ICONS[theme.name];
            return (
              <Item key={theme.name} data-testid="identity-theme">
                <Icon aria-hidden="true" />
                <Text>
                  <Name>{theme.name}</Name>
                  <Count>{`${theme.count} active ${theme.count === 1 ? 'habit' : 'habits'}`}</Count>
                </Text>
              </Item>
            );
          })}
        </List>
      </CardContent>
    </Card>
  );
}
