import { Popover as PopoverPrimitive } from 'radix-ui';
import type { ComponentPropsWithRef } from 'react';
import styled from 'styled-components';
import { floatingSurface } from '../shared/styles';

// radix's popover, part of the overlays' lazily loaded module (see overlay-module/overlay-module.tsx).

export const Popover = PopoverPrimitive.Root;
export const PopoverTrigger = PopoverPrimitive.Trigger;
export const PopoverAnchor = PopoverPrimitive.Anchor;
export const PopoverClose = PopoverPrimitive.Close;

const StyledContent = styled(PopoverPrimitive.Content)`
  ${floatingSurface}
  padding: ${({ theme }) => theme.space[4]};
`;

export type PopoverContentProps = ComponentPropsWithRef<typeof PopoverPrimitive.Content>;

export function PopoverContent({ sideOffset = 6, align = 'center', ...props }: PopoverContentProps) {
  return (
    <PopoverPrimitive.Portal>
      <StyledContent sideOffset={sideOffset} align={align} {...props} />
    </PopoverPrimitive.Portal>
  );
}
