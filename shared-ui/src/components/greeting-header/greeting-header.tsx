import type { ReactNode } from 'react';
import styled from 'styled-components';
import { media } from '../../theme/tokens';
import { Skeleton } from '../skeleton/skeleton';

const Root = styled.header`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
`;

const Title = styled.h1`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
`;

/** The page's name, small above the greeting, so the heading names the page for every reader. */
const PageName = styled.span`
  color: ${({ theme }) => theme.colors.mutedForeground};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  letter-spacing: 0.04em;
  text-transform: uppercase;
`;

const Greeting = styled.span`
  font-size: ${({ theme }) => theme.fontSizes['3xl']};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  letter-spacing: -0.02em;
  line-height: ${({ theme }) => theme.lineHeights.tight};
  overflow-wrap: anywhere;

  ${media.mobile} {
    font-size: ${({ theme }) => theme.fontSizes['2xl']};
  }
`;

const Subtitle = styled.p`
  color: ${({ theme }) => theme.colors.mutedForeground};
`;

export interface GreetingHeaderProps {
  /** Small and upper-case above the greeting: the page's name. */
  pageName: string;
  greeting: ReactNode;
  /** A line under the greeting; null while it is not known yet (a skeleton holds its place). */
  subtitle: ReactNode | null;
  /** Test id of the greeting's element. */
  greetingTestId?: string;
}

/**
 * A page's h1 as a personal greeting, with the page's name above it. The shell's start-up frame renders
 * the same component before the app's scripts have loaded, so the page the app then shows lines up with it.
 */
export function GreetingHeader({ pageName, greeting, subtitle, greetingTestId }: GreetingHeaderProps) {
  return (
    <Root>
      <Title>
        <PageName>{pageName}</PageName> <Greeting data-testid={greetingTestId}>{greeting}</Greeting>
      </Title>
      {subtitle === null ? <Skeleton width="min(20rem, 100%)" height="1.25rem" /> : <Subtitle>{subtitle}</Subtitle>}
    </Root>
  );
}
