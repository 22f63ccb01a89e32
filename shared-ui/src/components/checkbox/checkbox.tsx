import { Checkbox as CheckboxPrimitive } from 'radix-ui';
import { Check, Minus } from 'lucide-react';
import type { ComponentPropsWithRef } from 'react';
import styled from 'styled-components';

const Root = styled(CheckboxPrimitive.Root)`
  display: inline-flex;
  flex-shrink: 0;
  align-items: center;
  justify-content: center;
  width: 1.125rem;
  height: 1.125rem;
  border: 1.5px solid ${({ theme }) => theme.colors.input};
  border-radius: ${({ theme }) => theme.radii.sm};
  background-color: ${({ theme }) => theme.colors.card};
  color: ${({ theme }) => theme.colors.primaryForeground};
  transition:
    background-color ${({ theme }) => theme.transitions.fast},
    border-color ${({ theme }) => theme.transitions.fast};

  &[data-state='checked'],
  &[data-state='indeterminate'] {
    border-color: ${({ theme }) => theme.colors.primary};
    background-color: ${({ theme }) => theme.colors.primary};
  }

  &[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.destructive};
  }

  &:disabled {
    opacity: 0.5;
  }

  svg {
    width: 0.875rem;
    height: 0.875rem;
    stroke-width: 3;
  }
`;

const Indicator = styled(CheckboxPrimitive.Indicator)`
  display: flex;
  align-items: center;
  justify-content: center;
`;

export type CheckboxProps = ComponentPropsWithRef<typeof CheckboxPrimitive.Root>;

export function Checkbox(props: CheckboxProps) {
  return (
    <Root {...props}>
      <Indicator>
        {props.checked === 'indeterminate' ? <Minus aria-hidden="true" /> : <Check aria-hidden="true" />}
      </Indicator>
    </Root>
  );
}
