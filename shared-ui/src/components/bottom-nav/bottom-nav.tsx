// A phone's bottom navigation bar: a few destinations, each an icon over a short label, the current one
// marked (aria-current="page"). Shown below the mobile breakpoint only; it reserves its own height (and the
// device's bottom safe area) in the flow where it is rendered, so the end of a page never sits under it.
import { Slot } from 'radix-ui';
import { cloneElement, type ComponentPropsWithRef, type ReactElement, type ReactNode } from 'react';
import styled from 'styled-components';
import { media } from '../../theme/tokens';

/** The bar's height without the safe area: a 44 px tap target with room for the icon and its label. */
const BAR_HEIGHT = '3.5rem';
const SAFE_AREA_BOTTOM = 'env(safe-area-inset-bottom, 0px)';
/** The bar's top border, part of what it covers. */
const BORDER_WIDTH = '1px';

const Reserve = styled.div`
  flex-shrink: 0;
  height: calc(${BAR_HEIGHT} + ${BORDER_WIDTH} + ${SAFE_AREA_BOTTOM});

  ${media.desktop} {
    display: none;
  }
`;

const Bar = styled.nav`
  position: fixed;
  right: 0;
  bottom: 0;
  left: 0;
  z-index: ${({ theme }) => theme.zIndices.sticky};
  padding: 0 env(safe-area-inset-right, 0px) ${SAFE_AREA_BOTTOM} env(safe-area-inset-left, 0px);
  border-top: ${BORDER_WIDTH} solid ${({ theme }) => theme.colors.border};
  background-color: ${({ theme }) => theme.colors.background};

  ${media.desktop} {
    display: none;
  }
`;

const List = styled.ul`
  display: grid;
  grid-auto-columns: minmax(0, 1fr);
  grid-auto-flow: column;
  height: ${BAR_HEIGHT};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const ItemSlot = styled(Slot.Root)`
  position: relative;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: 0.125rem;
  height: 100%;
  padding: 0 1px;
  color: ${({ theme }) => theme.colors.mutedForeground};
  font-size: 0.6875rem;
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  line-height: 1.1;
  text-align: center;
  text-decoration: none;
  -webkit-tap-highlight-color: transparent;

  svg {
    flex-shrink: 0;
    width: 1.25rem;
    height: 1.25rem;
  }

  /* Six labels such as "Dashboard" fit a phone's width (a sixth of 375 px is 62 px). */
  @media (max-width: 26rem) {
    font-size: 0.625rem;
    letter-spacing: -0.01em;
  }

  &:hover {
    color: ${({ theme }) => theme.colors.foreground};
  }

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.ring};
    outline-offset: -2px;
    border-radius: ${({ theme }) => theme.radii.md};
  }

  /* The current page: the primary colour, and a bar over it so it does not rest on colour alone. */
  &[aria-current='page'] {
    color: ${({ theme }) => theme.colors.primary};
  }

  &[aria-current='page']::before {
    content: '';
    position: absolute;
    top: 0;
    left: 25%;
    right: 25%;
    height: 2px;
    border-radius: 0 0 2px 2px;
    background-color: currentColor;
  }
`;

const Label = styled.span`
  max-width: 100%;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

export interface BottomNavProps extends Omit<ComponentPropsWithRef<'nav'>, 'aria-label'> {
  /** The landmark's name, e.g. "Focus Areas". */
  'aria-label': string;
  /** BottomNavItem elements. */
  children: ReactNode;
}

export function BottomNav({ children, ...props }: BottomNavProps) {
  return (
    <>
      <Reserve aria-hidden="true" data-bottom-nav-reserve="" />
      <Bar {...props}>
        <List>{children}</List>
      </Bar>
    </>
  );
}

export interface BottomNavItemProps {
  icon: ReactNode;
  label: string;
  active?: boolean;
  /**
   * The link, e.g. a router `<Link to="/habits" />`: it receives the icon, the label, the styles and
   * aria-current="page" when active.
   */
  link: ReactElement<{ children?: ReactNode }>;
}

export function BottomNavItem({ icon, label, active = false, link }: BottomNavItemProps) {
  return (
    <li>
      <ItemSlot aria-current={active ? 'page' : undefined}>
        {cloneElement(
          link,
          undefined,
          <>
            {icon}
            <Label>{label}</Label>
          </>,
        )}
      </ItemSlot>
    </li>
  );
}
