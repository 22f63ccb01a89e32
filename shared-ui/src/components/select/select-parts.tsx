import { Select as SelectPrimitive } from 'radix-ui';
import { Check, ChevronDown, ChevronUp } from 'lucide-react';
import type { ComponentPropsWithRef } from 'react';
import styled from 'styled-components';
import { floatingSurface, menuItemStyles } from '../shared/styles';
import { selectTriggerStyles } from './select-trigger-styles';

// The radix select, loaded by select.tsx when a select first renders (not part of any page's first paint).

export const Select = SelectPrimitive.Root;
export const SelectGroup = SelectPrimitive.Group;
export const SelectValue = SelectPrimitive.Value;

const StyledTrigger = styled(SelectPrimitive.Trigger)`
  ${selectTriggerStyles}
`;

export type SelectTriggerProps = ComponentPropsWithRef<typeof SelectPrimitive.Trigger>;

export function SelectTrigger({ children, ...props }: SelectTriggerProps) {
  return (
    <StyledTrigger {...props}>
      {children}
      <SelectPrimitive.Icon asChild>
        <ChevronDown aria-hidden="true" />
      </SelectPrimitive.Icon>
    </StyledTrigger>
  );
}

const StyledContent = styled(SelectPrimitive.Content)`
  ${floatingSurface}
  position: relative;
  max-height: var(--radix-select-content-available-height);

  &[data-side] {
    min-width: var(--radix-select-trigger-width);
  }
`;

const Viewport = styled(SelectPrimitive.Viewport)`
  padding: ${({ theme }) => theme.space[0.5]};
`;

const scrollButton = `
  display: flex;
  align-items: center;
  justify-content: center;
  height: 1.5rem;
  cursor: default;
`;

const ScrollUp = styled(SelectPrimitive.ScrollUpButton)`
  ${scrollButton}
`;

const ScrollDown = styled(SelectPrimitive.ScrollDownButton)`
  ${scrollButton}
`;

export type SelectContentProps = ComponentPropsWithRef<typeof SelectPrimitive.Content>;

export function SelectContent({ children, position = 'popper', sideOffset = 4, ...props }: SelectContentProps) {
  return (
    <SelectPrimitive.Portal>
      <StyledContent position={position} sideOffset={position === 'popper' ? sideOffset : undefined} {...props}>
        <ScrollUp>
          <ChevronUp size={16} aria-hidden="true" />
        </ScrollUp>
        <Viewport>{children}</Viewport>
        <ScrollDown>
          <ChevronDown size={16} aria-hidden="true" />
        </ScrollDown>
      </StyledContent>
    </SelectPrimitive.Portal>
  );
}

const StyledItem = styled(SelectPrimitive.Item)`
  ${menuItemStyles}
  padding-right: ${({ theme }) => theme.space[8]};
`;

const Indicator = styled.span`
  position: absolute;
  right: ${({ theme }) => theme.space[2]};
  display: inline-flex;
  align-items: center;
  justify-content: center;
`;

export type SelectItemProps = ComponentPropsWithRef<typeof SelectPrimitive.Item>;

export function SelectItem({ children, ...props }: SelectItemProps) {
  return (
    <StyledItem {...props}>
      <SelectPrimitive.ItemText>{children}</SelectPrimitive.ItemText>
      <Indicator>
        <SelectPrimitive.ItemIndicator>
          <Check aria-hidden="true" />
        </SelectPrimitive.ItemIndicator>
      </Indicator>
    </StyledItem>
  );
}

export const SelectLabel = styled(SelectPrimitive.Label)`
  padding: ${({ theme }) => `${theme.space[1.5]} ${theme.space[2]}`};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.mutedForeground};
`;

export const SelectSeparator = styled(SelectPrimitive.Separator)`
  height: 1px;
  margin: ${({ theme }) => `${theme.space[1]} -${theme.space[1]}`};
  background-color: ${({ theme }) => theme.colors.border};
`;
