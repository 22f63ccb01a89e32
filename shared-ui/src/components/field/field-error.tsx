import type { ComponentPropsWithRef } from 'react';
import styled from 'styled-components';

const StyledError = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  line-height: ${({ theme }) => theme.lineHeights.snug};
  color: ${({ theme }) => theme.colors.destructiveText};
`;

export type FieldErrorProps = ComponentPropsWithRef<'p'>;

/** A validation message, announced when it appears. Renders nothing without children. */
export function FieldError({ children, ...props }: FieldErrorProps) {
  if (children === null || children === undefined || children === false || children === '') return null;
  return (
    <StyledError role="alert" {...props}>
      {children}
    </StyledError>
  );
}
