import styled from 'styled-components';
import { Quote } from 'lucide-react';
import { Container, Section, SectionTitle } from './landing-layout';
import { TESTIMONIALS } from './landing-content';

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(16rem, 1fr));
  gap: ${({ theme }) => theme.space[4]};
  padding: 0;
  list-style: none;
`;

const Card = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[6]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.card};

  blockquote {
    margin: 0;
    flex: 1;
    line-height: ${({ theme }) => theme.lineHeights.relaxed};
  }

  figcaption {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.mutedForeground};
  }

  figcaption strong {
    display: block;
    color: ${({ theme }) => theme.colors.foreground};
  }

  svg {
    color: ${({ theme }) => theme.colors.primary};
  }
`;

const Figure = styled.figure`
  display: contents;
`;

export function Testimonials() {
  return (
    <Section aria-labelledby="testimonials-title">
      <Container>
        <SectionTitle id="testimonials-title">What early users say</SectionTitle>
        <Grid>
          {TESTIMONIALS.map((item) => (
            <Card key={item.name}>
              <Figure>
                <Quote aria-hidden="true" size={20} />
                <blockquote>{item.quote}</blockquote>
                <figcaption>
                  <strong>{item.name}</strong>
                  {item.role}
                </figcaption>
              </Figure>
            </Card>
          ))}
        </Grid>
      </Container>
    </Section>
  );
}
