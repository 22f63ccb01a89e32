import styled from 'styled-components';
import { ChevronDown } from 'lucide-react';
import { Container, Section, SectionTitle } from './landing-layout';
import { FAQ } from './landing-content';

const List = styled.div`
  max-width: 48rem;
  margin: 0 auto;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.card};
`;

// details/summary: keyboard, focus and the expanded state come from the browser, with no script.
const Item = styled.details`
  & + & {
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }

  summary {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space[4]};
    padding: ${({ theme }) => `${theme.space[4]} ${theme.space[5]}`};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
    cursor: pointer;
    list-style: none;
  }

  summary::-webkit-details-marker {
    display: none;
  }

  summary svg {
    flex-shrink: 0;
    transition: transform ${({ theme }) => theme.transitions.fast};
  }

  &[open] summary svg {
    transform: rotate(180deg);
  }

  p {
    padding: 0 ${({ theme }) => theme.space[5]} ${({ theme }) => theme.space[4]};
    line-height: ${({ theme }) => theme.lineHeights.relaxed};
    color: ${({ theme }) => theme.colors.mutedForeground};
  }
`;

export function FaqList() {
  return (
    <Section aria-labelledby="faq-title">
      <Container>
        <SectionTitle id="faq-title">Frequently asked questions</SectionTitle>
        <List>
          {FAQ.map((item) => (
            <Item key={item.question}>
              <summary>
                {item.question}
                <ChevronDown aria-hidden="true" size={18} />
              </summary>
              <p>{item.answer}</p>
            </Item>
          ))}
        </List>
      </Container>
    </Section>
  );
}
