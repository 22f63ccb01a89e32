import { Tooltip as TooltipPrimitive } from 'radix-ui';
import type { ComponentPropsWithRef } from 'react';
import styled from 'styled-components';
import { fadeIn } from '../shared/animations';

// radix's tooltip, part of the overlays' lazily loaded module (see shared/overlay-module.tsx).

export type TooltipRootPartProps = ComponentPropsWithRef<typeof TooltipPrimitive.Root> & {
  provider: Omit<ComponentPropsWithRef<typeof TooltipPrimitive.Provider>, 'children'>;
};

/** Each tooltip brings its own radix provider, set from the app's TooltipProvider (see tooltip.tsx). */
export function TooltipRoot({ provider, ...props }: TooltipRootPartProps) {
  return (
    <TooltipPrimitive.Provider {...provider}>
      <TooltipPrimitive.Root {...props} />
    </TooltipPrimitive.Provider>
  );
}

export const TooltipTrigger = TooltipPrimitive.Trigger;

const StyledContent = styled(TooltipPrimitive.Content)`
  z-index: ${({ theme }) => theme.zIndices.tooltip};
  max-width: 18rem;
  padding: 0.375rem 0.625rem;
  border-radius: ${({ theme }) => theme.radii.sm};
  background-color: ${({ theme }) => theme.colors.foreground};
  color: ${({ theme }) => theme.colors.background};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  line-height: ${({ theme }) => theme.lineHeights.snug};
  box-shadow: ${({ theme }) => theme.shadows.md};
  animation: ${fadeIn} 120ms ease-out;
`;

export type TooltipContentProps = ComponentPropsWithRef<typeof TooltipPrimitive.Content>;

export function TooltipContent({ sideOffset = 6, ...props }: TooltipContentProps) {
  return (
    <TooltipPrimitive.Portal>
      <StyledContent sideOffset={sideOffset} {...props} />
    </TooltipPrimitive.Portal>
  );
}
