import { css } from 'styled-components';
import { fadeIn, fadeOut, popIn, popOut } from './animations';

/** Floating surfaces (menus, popovers, select lists) share one look and Radix open/close animation. */
export const floatingSurface = css`
  z-index: ${({ theme }) => theme.zIndices.popover};
  min-width: 8rem;
  overflow: hidden;
  padding: ${({ theme }) => theme.space[1]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background-color: ${({ theme }) => theme.colors.popover};
  color: ${({ theme }) => theme.colors.popoverForeground};
  box-shadow: ${({ theme }) => theme.shadows.lg};

  &:focus {
    outline: none;
  }

  &[data-state='open'] {
    animation: ${popIn} 120ms ease-out;
  }

  &[data-state='closed'] {
    animation: ${popOut} 100ms ease-in;
  }
`;

export const overlayStyles = css`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndices.overlay};
  background-color: ${({ theme }) => theme.colors.overlay};

  &[data-state='open'] {
    animation: ${fadeIn} 150ms ease-out;
  }

  &[data-state='closed'] {
    animation: ${fadeOut} 120ms ease-in;
  }
`;

/** Rows inside menus and select lists. */
export const menuItemStyles = css`
  position: relative;
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => `${theme.space[1.5]} ${theme.space[2]}`};
  border-radius: ${({ theme }) => theme.radii.sm};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  line-height: 1.25rem;
  cursor: default;
  user-select: none;
  outline: none;

  &[data-highlighted] {
    background-color: ${({ theme }) => theme.colors.accent};
    color: ${({ theme }) => theme.colors.accentForeground};
  }

  &[data-disabled] {
    pointer-events: none;
    opacity: 0.5;
  }

  svg {
    width: 1rem;
    height: 1rem;
  }
`;

export const visuallyHiddenStyles = css`
  position: absolute;
  width: 1px;
  height: 1px;
  padding: 0;
  margin: -1px;
  overflow: hidden;
  clip: rect(0, 0, 0, 0);
  white-space: nowrap;
  border: 0;
`;
