import styled from 'styled-components';
import { BookOpen, Brain, ListChecks, Target } from 'lucide-react';
import { Container, Section, SectionTitle } from './landing-layout';
import { FEATURES } from './landing-content';

const ICONS = [Target, ListChecks, Brain, BookOpen] as const;

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(14rem, 1fr));
  gap: ${({ theme }) => theme.space[4]};
  padding: 0;
  list-style: none;
`;

const Item = styled.li`
  padding: ${({ theme }) => theme.space[6]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.card};

  h3 {
    margin: ${({ theme }) => theme.space[3]} 0 ${({ theme }) => theme.space[2]};
    font-size: ${({ theme }) => theme.fontSizes.md};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }

  p {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    line-height: ${({ theme }) => theme.lineHeights.relaxed};
    color: ${({ theme }) => theme.colors.mutedForeground};
  }

  svg {
    color: ${({ theme }) => theme.colors.primary};
  }
`;

export function FeaturesGrid() {
  return (
    <Section aria-labelledby="features-title">
      <Container>
        <SectionTitle id="features-title">Everything points at your ONE Thing</SectionTitle>
        <Grid>
          {FEATURES.map((feature, index) => {
            const Icon = ICONS[index] ?? Target;
            return (
              <Item key={feature.title}>
                <Icon aria-hidden="true" size={22} />
                <h3>{feature.title}</h3>
                <p>{feature.body}</p>
              </Item>
            );
          })}
        </Grid>
      </Container>
    </Section>
  );
}
