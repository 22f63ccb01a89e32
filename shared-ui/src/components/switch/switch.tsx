import { Switch as SwitchPrimitive } from 'radix-ui';
import type { ComponentPropsWithRef } from 'react';
import styled from 'styled-components';

const Root = styled(SwitchPrimitive.Root)`
  position: relative;
  display: inline-flex;
  flex-shrink: 0;
  align-items: center;
  width: 2.75rem;
  height: 1.5rem;
  padding: 2px;
  border: 1px solid ${({ theme }) => theme.colors.input};
  border-radius: ${({ theme }) => theme.radii.full};
  background-color: ${({ theme }) => theme.colors.muted};
  transition:
    background-color ${({ theme }) => theme.transitions.fast},
    border-color ${({ theme }) => theme.transitions.fast};

  &[data-state='checked'] {
    border-color: ${({ theme }) => theme.colors.primary};
    background-color: ${({ theme }) => theme.colors.primary};
  }

  &:disabled {
    opacity: 0.5;
  }
`;

const Thumb = styled(SwitchPrimitive.Thumb)`
  display: block;
  width: 1.125rem;
  height: 1.125rem;
  border-radius: ${({ theme }) => theme.radii.full};
  box-shadow: ${({ theme }) => theme.shadows.sm};
  transition: transform ${({ theme }) => theme.transitions.fast};

  &[data-state='unchecked'] {
    background-color: ${({ theme }) => theme.colors.mutedForeground};
  }

  &[data-state='checked'] {
    transform: translateX(1.25rem);
    background-color: ${({ theme }) => theme.colors.primaryForeground};
  }
`;

export type SwitchProps = ComponentPropsWithRef<typeof SwitchPrimitive.Root>;

export function Switch(props: SwitchProps) {
  return (
    <Root {...props}>
      <Thumb />
    </Root>
  );
}
