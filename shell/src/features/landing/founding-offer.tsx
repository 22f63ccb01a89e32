import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Crown } from 'lucide-react';
import { Button, media } from '@onething/shared-ui';
import { Container, Section } from './landing-layout';
import { FOUNDING_DISCOUNT_PERCENT, FOUNDING_FREE_MONTHS, FOUNDING_MEMBERS } from './landing-content';

const Panel = styled.div`
  display: grid;
  grid-template-columns: 1fr auto;
  align-items: center;
  gap: ${({ theme }) => theme.space[8]};
  padding: ${({ theme }) => theme.space[10]};
  border: 1px solid ${({ theme }) => theme.colors.primary}55;
  border-radius: ${({ theme }) => theme.radii.xl};
  background: ${({ theme }) => theme.colors.card};
  box-shadow: ${({ theme }) => theme.shadows.md};

  ${media.mobile} {
    grid-template-columns: 1fr;
    padding: ${({ theme }) => theme.space[6]};
  }
`;

const Title = styled.h2`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.fontSizes['2xl']};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: ${({ theme }) => theme.lineHeights.tight};
`;

const Perks = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
  margin-top: ${({ theme }) => theme.space[4]};
  padding: 0;
  list-style: none;
`;

const Perk = styled.li`
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.sm};

  strong {
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
`;

const Body = styled.p`
  margin-top: ${({ theme }) => theme.space[2]};
  color: ${({ theme }) => theme.colors.mutedForeground};
`;

export function FoundingOffer() {
  return (
    <Section aria-labelledby="founding-title">
      <Container>
        <Panel>
          <div>
            <Title id="founding-title">
              <Crown aria-hidden="true" size={22} /> Become a founding member
            </Title>
            <Body>
              We are opening ONE Thing OS to {FOUNDING_MEMBERS} founding members who help shape what it becomes.
            </Body>
            <Perks>
              <Perk>
                <strong>{FOUNDING_MEMBERS}</strong> founding members only
              </Perk>
              <Perk>
                <strong>{FOUNDING_FREE_MONTHS} months</strong> free
              </Perk>
              <Perk>
                <strong>{FOUNDING_DISCOUNT_PERCENT}% off</strong> afterwards
              </Perk>
            </Perks>
          </div>
          <Button asChild size="lg">
            <Link to="/auth" state={{ tab: 'signup' }}>
              Claim your spot
            </Link>
          </Button>
        </Panel>
      </Container>
    </Section>
  );
}
