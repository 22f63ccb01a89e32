import type { ComponentPropsWithRef } from 'react';
import styled from 'styled-components';

const StyledLink = styled.a`
  position: fixed;
  top: ${({ theme }) => theme.space[2]};
  left: ${({ theme }) => theme.space[2]};
  z-index: ${({ theme }) => theme.zIndices.skipLink};
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[4]}`};
  border-radius: ${({ theme }) => theme.radii.md};
  background-color: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.primaryForeground};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  transform: translateY(-150%);
  /* the shadow only while visible: off-screen it would leak a smudge into the top edge */
  transition: transform ${({ theme }) => theme.transitions.fast};

  &:focus,
  &:focus-visible {
    transform: translateY(0);
    box-shadow: ${({ theme }) => theme.shadows.lg};
    outline: 2px solid ${({ theme }) => theme.colors.ring};
    outline-offset: 2px;
  }
`;

export const MAIN_CONTENT_ID = 'main-content';

export type SkipLinkProps = ComponentPropsWithRef<'a'>;

/** First focusable element of the page; the main landmark needs id="main-content" and tabIndex={-1}. */
export function SkipLink({ href = `#${MAIN_CONTENT_ID}`, children = 'Skip to main content', ...props }: SkipLinkProps) {
  return (
    <StyledLink href={href} {...props}>
      {children}
    </StyledLink>
  );
}
