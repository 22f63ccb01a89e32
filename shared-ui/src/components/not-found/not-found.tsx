import { Home } from 'lucide-react';
import { cloneElement, isValidElement, type ReactElement, type ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from '../button/button';
import { Screen, ScreenActions, ScreenPanel, ScreenText, ScreenTitle } from '../error-screen/error-screen';

const Code = styled.p`
  font-size: ${({ theme }) => theme.fontSizes['5xl']};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: 1;
  letter-spacing: -0.03em;
  color: ${({ theme }) => theme.colors.primary};
`;

export interface NotFoundProps {
  /** Plain href for the home link, used when `homeLink` is not given. */
  homeHref?: string;
  /** A router link element to use instead of <a>, e.g. `<Link to="/" />`; its text is filled in. */
  homeLink?: ReactElement<{ children?: ReactNode }>;
  homeLabel?: string;
  /** What was not found, for an address that names one thing ("Habit not found"). */
  title?: string;
  description?: string;
  fullScreen?: boolean;
}

export function NotFound({
  homeHref = '/',
  homeLink,
  homeLabel = 'Return to Home',
  title = 'Page not found',
  description = "The page you are looking for doesn't exist or has been moved.",
  fullScreen = false,
}: NotFoundProps) {
  const content = (
    <>
      <Home aria-hidden="true" />
      {homeLabel}
    </>
  );
  return (
    <Screen $fullScreen={fullScreen}>
      <ScreenPanel>
        <Code aria-hidden="true">404</Code>
        <ScreenTitle>{title}</ScreenTitle>
        <ScreenText>{description}</ScreenText>
        <ScreenActions>
          <Button asChild>
            {homeLink && isValidElement(homeLink) ? (
              cloneElement(homeLink, undefined, content)
            ) : (
              <a href={homeHref}>{content}</a>
            )}
          </Button>
        </ScreenActions>
      </ScreenPanel>
    </Screen>
  );
}
