import { PanelLeft } from 'lucide-react';
import { Slot } from 'radix-ui';
import { createContext, useContext, useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { Button, type ButtonProps } from '../button/button';
import { visuallyHiddenStyles } from '../shared/styles';
import { Tooltip } from '../tooltip/tooltip';
import { useSidebarState } from './sidebar-context';

const railPadding = css<{ $collapsed: boolean }>`
  padding: ${({ theme, $collapsed }) => ($collapsed ? theme.space[2] : theme.space[3])};
`;

const StyledHeader = styled.div<{ $collapsed: boolean }>`
  padding: ${({ theme, $collapsed }) => `0.375rem ${$collapsed ? theme.space[2] : theme.space[3]}`};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  min-height: ${({ theme }) => theme.sizes.topBarHeight};
  justify-content: center;
  border-bottom: 1px solid ${({ theme }) => theme.colors.sidebarBorder};
`;

export function SidebarHeader(props: ComponentPropsWithRef<'div'>) {
  const { collapsed } = useSidebarState();
  return <StyledHeader $collapsed={collapsed} {...props} />;
}

const StyledContent = styled.div<{ $collapsed: boolean }>`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  min-height: 0;
  overflow-x: hidden;
  overflow-y: auto;
  padding: ${({ theme }) => `${theme.space[2]} 0`};
`;

/** Scrollable middle area holding SidebarGroups. */
export function SidebarContent(props: ComponentPropsWithRef<'div'>) {
  const { collapsed } = useSidebarState();
  return <StyledContent $collapsed={collapsed} {...props} />;
}

const StyledFooter = styled.div<{ $collapsed: boolean }>`
  ${railPadding}
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  margin-top: auto;
  border-top: 1px solid ${({ theme }) => theme.colors.sidebarBorder};
`;

export function SidebarFooter(props: ComponentPropsWithRef<'div'>) {
  const { collapsed } = useSidebarState();
  return <StyledFooter $collapsed={collapsed} {...props} />;
}

const GroupLabelIdContext = createContext<string | undefined>(undefined);

const StyledGroup = styled.div<{ $collapsed: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  padding: ${({ theme, $collapsed }) => ($collapsed ? `0 ${theme.space[2]}` : `0 ${theme.space[3]}`)};
`;

export interface SidebarGroupProps extends ComponentPropsWithRef<'div'> {
  /** Leave the whole group out of the icon rail (e.g. secondary sections). */
  hideWhenCollapsed?: boolean;
}

export function SidebarGroup({ hideWhenCollapsed = false, ...props }: SidebarGroupProps) {
  const { collapsed } = useSidebarState();
  const labelId = useId();
  if (collapsed && hideWhenCollapsed) return null;
  return (
    <GroupLabelIdContext.Provider value={labelId}>
      <StyledGroup role="group" aria-labelledby={collapsed ? undefined : labelId} $collapsed={collapsed} {...props} />
    </GroupLabelIdContext.Provider>
  );
}

const StyledGroupLabel = styled.div`
  display: flex;
  align-items: center;
  height: 2rem;
  padding: 0 ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  letter-spacing: 0.04em;
  text-transform: uppercase;
  white-space: nowrap;
  color: ${({ theme }) => theme.colors.sidebarMutedForeground};
`;

/** Section heading; not rendered in the collapsed icon rail. */
export function SidebarGroupLabel(props: ComponentPropsWithRef<'div'>) {
  const { collapsed } = useSidebarState();
  const labelId = useContext(GroupLabelIdContext);
  if (collapsed) return null;
  return <StyledGroupLabel id={labelId} {...props} />;
}

export const SidebarMenu = styled.ul.attrs({ role: 'list' })`
  display: flex;
  flex-direction: column;
  gap: 0.125rem;
  list-style: none;
`;

export const SidebarMenuItem = styled.li`
  position: relative;
`;

const menuButtonStyles = css<{ $collapsed: boolean; $active: boolean }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  width: 100%;
  height: 2.25rem;
  padding: 0 ${({ theme }) => theme.space[2]};
  border-radius: ${({ theme }) => theme.radii.md};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  text-align: left;
  white-space: nowrap;
  color: ${({ theme }) => theme.colors.sidebarForeground};
  transition:
    background-color ${({ theme }) => theme.transitions.fast},
    color ${({ theme }) => theme.transitions.fast};

  &:hover {
    background-color: ${({ theme }) => theme.colors.sidebarHover};
    color: ${({ theme }) => theme.colors.foreground};
  }

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.sidebarRing};
    outline-offset: -2px;
  }

  svg {
    width: 1.125rem;
    height: 1.125rem;
    flex-shrink: 0;
  }

  ${({ $collapsed }) =>
    $collapsed &&
    css`
      justify-content: center;
      width: 2rem;
      height: 2rem;
      padding: 0;
    `}

  ${({ $active }) =>
    $active &&
    css`
      background-color: ${({ theme }) => theme.colors.sidebarAccent};
      color: ${({ theme }) => theme.colors.sidebarAccentForeground};
      font-weight: ${({ theme }) => theme.fontWeights.semibold};

      &:hover {
        background-color: ${({ theme }) => theme.colors.sidebarAccent};
        color: ${({ theme }) => theme.colors.sidebarAccentForeground};
      }
    `}
`;

const StyledMenuButton = styled.button<{ $collapsed: boolean; $active: boolean }>`
  ${menuButtonStyles}
`;

const StyledMenuSlot = styled(Slot.Root)<{ $collapsed: boolean; $active: boolean }>`
  ${menuButtonStyles}
`;

const MenuLabel = styled.span<{ $collapsed: boolean }>`
  flex: 1;
  overflow: hidden;
  text-overflow: ellipsis;
  ${({ $collapsed }) => ($collapsed ? visuallyHiddenStyles : '')}
`;

export interface SidebarMenuButtonProps extends Omit<ComponentPropsWithRef<'button'>, 'children'> {
  /** Visible text; in the icon rail it stays as the accessible name and shows as a tooltip. */
  label: string;
  icon?: ReactNode;
  /** Highlights the item and sets aria-current="page". */
  active?: boolean;
  /** Render the child element (e.g. `<NavLink to="/habits" />`) as the button; icon and label are put inside it. */
  asChild?: boolean;
  /** With asChild: the link element. Without: extra content after the label (e.g. a badge). */
  children?: ReactNode;
}

export function SidebarMenuButton({
  label,
  icon,
  active = false,
  asChild = false,
  children,
  ...props
}: SidebarMenuButtonProps) {
  const { collapsed } = useSidebarState();
  const iconNode = icon ? (
    <span aria-hidden="true" style={{ display: 'contents' }}>
      {icon}
    </span>
  ) : null;
  const labelNode = <MenuLabel $collapsed={collapsed}>{label}</MenuLabel>;
  const shared = {
    $collapsed: collapsed,
    $active: active,
    'aria-current': active ? ('page' as const) : undefined,
    'data-active': active || undefined,
  };

  const button = asChild ? (
    <StyledMenuSlot {...shared} {...props}>
      {iconNode}
      <Slot.Slottable>{children}</Slot.Slottable>
      {labelNode}
    </StyledMenuSlot>
  ) : (
    <StyledMenuButton type="button" {...shared} {...props}>
      {iconNode}
      {labelNode}
      {children}
    </StyledMenuButton>
  );

  return (
    <Tooltip content={label} side="right" disabled={!collapsed}>
      {button}
    </Tooltip>
  );
}

export const SidebarSeparator = styled.hr`
  margin: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  border: 0;
  border-top: 1px solid ${({ theme }) => theme.colors.sidebarBorder};
`;

export type SidebarTriggerProps = Omit<ButtonProps, 'children' | 'asChild'>;

/** Top-bar button that toggles the sidebar (collapse on desktop, slide-over on mobile). */
export function SidebarTrigger({ variant = 'ghost', size = 'icon', ...props }: SidebarTriggerProps) {
  return (
    <Button variant={variant} size={size} aria-label="Toggle Sidebar" {...props}>
      <PanelLeft aria-hidden="true" />
    </Button>
  );
}
