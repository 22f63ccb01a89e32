import { Label as LabelPrimitive } from 'radix-ui';
import type { ComponentPropsWithRef } from 'react';
import styled from 'styled-components';

const StyledLabel = styled(LabelPrimitive.Root)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  line-height: 1.25;
  color: ${({ theme }) => theme.colors.foreground};
  user-select: none;

  &:has(+ :disabled),
  [data-disabled] > & {
    opacity: 0.6;
  }
`;

const RequiredMark = styled.span`
  color: ${({ theme }) => theme.colors.destructiveText};
`;

export interface LabelProps extends ComponentPropsWithRef<typeof LabelPrimitive.Root> {
  /** Adds a visual asterisk; the control itself should carry `required`/`aria-required`. */
  required?: boolean;
}

export function Label({ required, children, ...props }: LabelProps) {
  return (
    <StyledLabel {...props}>
      {children}
      {required ? <RequiredMark aria-hidden="true">*</RequiredMark> : null}
    </StyledLabel>
  );
}
