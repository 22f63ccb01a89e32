import styled from 'styled-components';
import { Card, CardContent, CardDescription, CardHeader, CardTitle, MutedText } from '@onething/shared-ui';

const LAWS = [
  { title: 'Make it Obvious', text: 'Pick a clear cue: a time, a place and the habit you stack it on.' },
  { title: 'Make it Attractive', text: 'Connect the habit to the identity you want to build.' },
  { title: 'Make it Easy', text: 'Shrink it to a two-minute version and remove friction from your space.' },
  { title: 'Make it Satisfying', text: 'Reward yourself right away and watch your streak grow.' },
] as const;

const List = styled.ol`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(13rem, 1fr));
  gap: ${({ theme }) => theme.space[4]};
  list-style: none;
  margin: 0;
  padding: 0;
  counter-reset: law;
`;

const Law = styled.li`
  display: flex;
  gap: ${({ theme }) => theme.space[3]};
  counter-increment: law;

  &::before {
    content: counter(law);
    display: inline-flex;
    align-items: center;
    justify-content: center;
    flex-shrink: 0;
    width: 1.75rem;
    height: 1.75rem;
    border-radius: ${({ theme }) => theme.radii.full};
    background-color: ${({ theme }) => theme.colors.accent};
    color: ${({ theme }) => theme.colors.accentForeground};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

const LawTitle = styled.h3`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

export function FourLawsCard() {
  return (
    <Card as="section" aria-labelledby="four-laws-title">
      <CardHeader>
        <CardTitle as="h2" id="four-laws-title">
          The Four Laws of Behavior Change
        </CardTitle>
        <CardDescription>Good habits stick when each law works for you.</CardDescription>
      </CardHeader>
      <CardContent>
        <List>
          {LAWS.map((law) => (
            <Law key={law.title}>
              <div>
                <LawTitle>{law.title}</LawTitle>
                <MutedText>{law.text}</MutedText>
              </div>
            </Law>
          ))}
        </List>
      </CardContent>
    </Card>
  );
}
