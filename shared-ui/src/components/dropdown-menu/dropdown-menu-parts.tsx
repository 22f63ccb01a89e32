import { DropdownMenu as MenuPrimitive } from 'radix-ui';
import { Check, ChevronRight, Circle } from 'lucide-react';
import type { ComponentPropsWithRef } from 'react';
import styled, { css } from 'styled-components';

// radix's dropdown menu, part of the overlays' lazily loaded module (see overlay-module/overlay-module.tsx).

export const DropdownMenuTrigger = MenuPrimitive.Trigger;
import { floatingSurface, menuItemStyles } from '../shared/styles';

export const DropdownMenu = MenuPrimitive.Root;
export const DropdownMenuGroup = MenuPrimitive.Group;
export const DropdownMenuPortal = MenuPrimitive.Portal;
export const DropdownMenuSub = MenuPrimitive.Sub;
export const DropdownMenuRadioGroup = MenuPrimitive.RadioGroup;

const StyledContent = styled(MenuPrimitive.Content)`
  ${floatingSurface}
  max-height: var(--radix-dropdown-menu-content-available-height);
  overflow-y: auto;
`;

export type DropdownMenuContentProps = ComponentPropsWithRef<typeof MenuPrimitive.Content>;

export function DropdownMenuContent({ sideOffset = 4, ...props }: DropdownMenuContentProps) {
  return (
    <MenuPrimitive.Portal>
      <StyledContent sideOffset={sideOffset} {...props} />
    </MenuPrimitive.Portal>
  );
}

const StyledItem = styled(MenuPrimitive.Item)<{ $destructive: boolean }>`
  ${menuItemStyles}
  ${({ $destructive }) =>
    $destructive &&
    css`
      color: ${({ theme }) => theme.colors.destructiveText};

      &[data-highlighted] {
        background-color: ${({ theme }) => theme.colors.destructiveSubtle};
        color: ${({ theme }) => theme.colors.destructiveText};
      }
    `}
`;

export interface DropdownMenuItemProps extends ComponentPropsWithRef<typeof MenuPrimitive.Item> {
  destructive?: boolean;
}

export function DropdownMenuItem({ destructive = false, ...props }: DropdownMenuItemProps) {
  return <StyledItem $destructive={destructive} {...props} />;
}

const indicatorSlot = css`
  padding-left: ${({ theme }) => theme.space[8]};
`;

const IndicatorBox = styled.span`
  position: absolute;
  left: ${({ theme }) => theme.space[2]};
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 1rem;
  height: 1rem;
`;

const StyledCheckboxItem = styled(MenuPrimitive.CheckboxItem)`
  ${menuItemStyles}
  ${indicatorSlot}
`;

export type DropdownMenuCheckboxItemProps = ComponentPropsWithRef<typeof MenuPrimitive.CheckboxItem>;

export function DropdownMenuCheckboxItem({ children, ...props }: DropdownMenuCheckboxItemProps) {
  return (
    <StyledCheckboxItem {...props}>
      <IndicatorBox>
        <MenuPrimitive.ItemIndicator>
          <Check aria-hidden="true" />
        </MenuPrimitive.ItemIndicator>
      </IndicatorBox>
      {children}
    </StyledCheckboxItem>
  );
}

const StyledRadioItem = styled(MenuPrimitive.RadioItem)`
  ${menuItemStyles}
  ${indicatorSlot}
`;

export type DropdownMenuRadioItemProps = ComponentPropsWithRef<typeof MenuPrimitive.RadioItem>;

export function DropdownMenuRadioItem({ children, ...props }: DropdownMenuRadioItemProps) {
  return (
    <StyledRadioItem {...props}>
      <IndicatorBox>
        <MenuPrimitive.ItemIndicator>
          <Circle aria-hidden="true" style={{ width: '0.5rem', height: '0.5rem', fill: 'currentColor' }} />
        </MenuPrimitive.ItemIndicator>
      </IndicatorBox>
      {children}
    </StyledRadioItem>
  );
}

export const DropdownMenuLabel = styled(MenuPrimitive.Label)`
  padding: ${({ theme }) => `${theme.space[1.5]} ${theme.space[2]}`};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

export const DropdownMenuSeparator = styled(MenuPrimitive.Separator)`
  height: 1px;
  margin: ${({ theme }) => `${theme.space[1]} -${theme.space[1]}`};
  background-color: ${({ theme }) => theme.colors.border};
`;

const StyledSubTrigger = styled(MenuPrimitive.SubTrigger)`
  ${menuItemStyles}

  &[data-state='open'] {
    background-color: ${({ theme }) => theme.colors.accent};
  }
`;

export type DropdownMenuSubTriggerProps = ComponentPropsWithRef<typeof MenuPrimitive.SubTrigger>;

export function DropdownMenuSubTrigger({ children, ...props }: DropdownMenuSubTriggerProps) {
  return (
    <StyledSubTrigger {...props}>
      {children}
      <ChevronRight aria-hidden="true" style={{ marginLeft: 'auto' }} />
    </StyledSubTrigger>
  );
}

const StyledSubContent = styled(MenuPrimitive.SubContent)`
  ${floatingSurface}
`;

export type DropdownMenuSubContentProps = ComponentPropsWithRef<typeof MenuPrimitive.SubContent>;

export function DropdownMenuSubContent(props: DropdownMenuSubContentProps) {
  return (
    <MenuPrimitive.Portal>
      <StyledSubContent {...props} />
    </MenuPrimitive.Portal>
  );
}
