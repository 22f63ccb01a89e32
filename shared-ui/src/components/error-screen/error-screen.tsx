import { AlertTriangle, RefreshCw, RotateCcw } from 'lucide-react';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from '../button/button';

export const Screen = styled.div<{ $fullScreen: boolean }>`
  display: flex;
  align-items: center;
  justify-content: center;
  min-height: ${({ $fullScreen }) => ($fullScreen ? '100dvh' : '60vh')};
  padding: ${({ theme }) => theme.space[6]};
  background-color: ${({ theme, $fullScreen }) => ($fullScreen ? theme.colors.background : 'transparent')};
  color: ${({ theme }) => theme.colors.foreground};
`;

export const ScreenPanel = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[4]};
  max-width: 28rem;
  text-align: center;
`;

const IconBadge = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  width: 3.5rem;
  height: 3.5rem;
  border-radius: ${({ theme }) => theme.radii.full};
  background-color: ${({ theme }) => theme.colors.destructiveSubtle};
  color: ${({ theme }) => theme.colors.destructiveText};

  svg {
    width: 1.75rem;
    height: 1.75rem;
  }
`;

export const ScreenTitle = styled.h1`
  font-size: ${({ theme }) => theme.fontSizes['2xl']};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  letter-spacing: -0.01em;
`;

export const ScreenText = styled.p`
  color: ${({ theme }) => theme.colors.mutedForeground};
  line-height: ${({ theme }) => theme.lineHeights.relaxed};
`;

export const ScreenActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space[3]};
  margin-top: ${({ theme }) => theme.space[2]};
`;

const Details = styled.pre`
  max-width: 100%;
  max-height: 10rem;
  overflow: auto;
  padding: ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radii.md};
  background-color: ${({ theme }) => theme.colors.muted};
  color: ${({ theme }) => theme.colors.mutedForeground};
  font-family: ${({ theme }) => theme.fonts.mono};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  text-align: left;
  white-space: pre-wrap;
`;

export interface ErrorScreenProps {
  /** 'Try Again': typically resets the error boundary. Hidden when omitted. */
  onRetry?: () => void;
  /** 'Refresh Page'; defaults to reloading the page. */
  onRefresh?: () => void;
  /** Fill the viewport (root boundary) or sit inside the layout (route boundary). */
  fullScreen?: boolean;
  /** Technical detail for developers, e.g. the error message in development builds. */
  details?: ReactNode;
}

export function ErrorScreen({ onRetry, onRefresh, fullScreen = true, details }: ErrorScreenProps) {
  const refresh = onRefresh ?? (() => window.location.reload());
  return (
    <Screen $fullScreen={fullScreen} role="alert">
      <ScreenPanel>
        <IconBadge aria-hidden="true">
          <AlertTriangle />
        </IconBadge>
        <ScreenTitle>Something went wrong</ScreenTitle>
        <ScreenText>We&apos;re sorry, but something unexpected happened. Please try refreshing the page.</ScreenText>
        {details ? <Details>{details}</Details> : null}
        <ScreenActions>
          {onRetry ? (
            <Button variant="outline" onClick={onRetry}>
              <RotateCcw aria-hidden="true" />
              Try Again
            </Button>
          ) : null}
          <Button onClick={refresh}>
            <RefreshCw aria-hidden="true" />
            Refresh Page
          </Button>
        </ScreenActions>
      </ScreenPanel>
    </Screen>
  );
}
