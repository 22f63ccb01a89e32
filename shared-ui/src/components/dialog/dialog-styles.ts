import styled, { css } from 'styled-components';
import { dialogIn, dialogOut } from '../shared/animations';

// The dialogs' looks without radix: the header and footer render at once, the panel styles are shared
// by the dialog and the alert dialog in the lazily loaded module.

export type DialogSize = 'sm' | 'md' | 'lg';

const maxWidths: Record<DialogSize, string> = { sm: '24rem', md: '32rem', lg: '42rem' };

/** Centred modal panel look, shared with AlertDialog. */
export const modalPanelStyles = css<{ $size: DialogSize }>`
  position: fixed;
  top: 50%;
  left: 50%;
  z-index: ${({ theme }) => theme.zIndices.modal};
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  width: calc(100% - 2rem);
  max-width: ${({ $size }) => maxWidths[$size]};
  max-height: calc(100dvh - 2rem);
  overflow-y: auto;
  padding: ${({ theme }) => theme.space[6]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background-color: ${({ theme }) => theme.colors.card};
  color: ${({ theme }) => theme.colors.cardForeground};
  box-shadow: ${({ theme }) => theme.shadows.xl};
  transform: translate(-50%, -50%);

  /* Radix focuses the panel itself when nothing inside is focusable; that needs no ring. */
  &:focus {
    outline: none;
  }

  &[data-state='open'] {
    animation: ${dialogIn} 160ms ease-out;
  }

  &[data-state='closed'] {
    animation: ${dialogOut} 120ms ease-in;
  }
`;

export const DialogHeader = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1.5]};
  padding-right: ${({ theme }) => theme.space[6]};
`;

export const DialogFooter = styled.div`
  display: flex;
  flex-wrap: wrap-reverse;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[2]};
  padding-top: ${({ theme }) => theme.space[2]};
`;

export const dialogTitleStyles = css`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: ${({ theme }) => theme.lineHeights.tight};
`;

export const dialogDescriptionStyles = css`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  line-height: ${({ theme }) => theme.lineHeights.normal};
  color: ${({ theme }) => theme.colors.mutedForeground};
`;
