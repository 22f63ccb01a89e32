// /landing: the public marketing page.
import styled from 'styled-components';
import { FaqList } from '../features/landing/faq-list';
import { FeaturesGrid } from '../features/landing/features-grid';
import { FoundingOffer } from '../features/landing/founding-offer';
import { Hero } from '../features/landing/hero';
import { Container } from '../features/landing/landing-layout';
import { LandingHeader } from '../features/landing/landing-header';
import { Testimonials } from '../features/landing/testimonials';

const Page = styled.div`
  min-height: 100vh;
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.foreground};
`;

const Footer = styled.footer`
  padding: ${({ theme }) => theme.space[8]} 0;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.mutedForeground};
  text-align: center;
`;

export default function LandingPage() {
  return (
    <Page>
      <LandingHeader />
      <main>
        <Hero />
        <FeaturesGrid />
        <FoundingOffer />
        <Testimonials />
        <FaqList />
      </main>
      <Footer>
        <Container>© {new Date().getFullYear()} ONE Thing OS. Focus on what matters most.</Container>
      </Footer>
    </Page>
  );
}
