import styled from 'styled-components';
import { Skeleton } from '@onething/shared-ui';

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

  @media (max-width: 47.99rem) {
    font-size: ${({ theme }) => theme.fontSizes['2xl']};
  }
`;

const Subtitle = styled.p`
  color: ${({ theme }) => theme.colors.mutedForeground};
`;

/** The greeting by local time; the subtitle waits for the goals (it depends on an active goal). */
export function DashboardHeader({ greeting, subtitle }: { greeting: string; subtitle: string | null }) {
  return (
    <Root>
      <Title>
        <PageName>Dashboard</PageName> <Greeting data-testid="greeting">{greeting}</Greeting>
      </Title>
      {subtitle === null ? <Skeleton width="min(20rem, 100%)" height="1.25rem" /> : <Subtitle>{subtitle}</Subtitle>}
    </Root>
  );
}
