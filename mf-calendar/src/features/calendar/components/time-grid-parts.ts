// The hour grid's styled parts: its scroll box, the day columns on the hours, the ghost of a new block, the
// keyboard's slot and the line at the current time. One block on the grid is grid-block.tsx.
import styled from 'styled-components';
import { HOUR_PX } from '../domain/placement';

/* width 0 + min-width 100%: the box takes its container's width without widening the page. The whole day
   scrolls inside it; its height leaves the toolbar in view on a phone. */
export const Scroller = styled.div`
  position: relative;
  width: 0;
  min-width: 100%;
  max-height: min(40rem, calc(100dvh - 9rem));
  min-height: 18rem;
  overflow: auto;
  overscroll-behavior: contain;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.card};
`;

/* The day headers and the hours share one box and one set of columns, so they line up at any width and
   scroll sideways together. */
export const Canvas = styled.div`
  min-width: 100%;
`;

export const StickyHead = styled.div`
  position: sticky;
  top: 0;
  z-index: 7;
  background: ${({ theme }) => theme.colors.card};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

export const Body = styled.div`
  position: relative;
  display: grid;
  height: ${24 * HOUR_PX}px;
  &[data-planning='true'] {
    user-select: none;
  }
`;

/* The hour labels stay in view when a week scrolls sideways on a narrow screen. */
export const Gutter = styled.div`
  position: sticky;
  left: 0;
  z-index: 6;
  background: ${({ theme }) => theme.colors.card};
  border-right: 1px solid ${({ theme }) => theme.colors.border};
`;

export const HourLabel = styled.span<{ $hour: number }>`
  position: absolute;
  top: ${({ $hour }) => $hour * HOUR_PX}px;
  right: ${({ theme }) => theme.space[1.5]};
  transform: translateY(-50%);
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.mutedForeground};
  white-space: nowrap;
`;

export const Column = styled.div<{ $today: boolean }>`
  position: relative;
  min-width: 0;
  border-right: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ $today, theme }) => ($today ? theme.colors.accent : 'transparent')};
  background-image: repeating-linear-gradient(
    to bottom,
    transparent 0,
    transparent ${HOUR_PX - 1}px,
    ${({ theme }) => theme.colors.border} ${HOUR_PX - 1}px,
    ${({ theme }) => theme.colors.border} ${HOUR_PX}px
  );
  &:last-child {
    border-right: none;
  }
  &[data-planning='true'] {
    cursor: cell;
  }
`;

export const Ghost = styled.div`
  position: absolute;
  left: 2px;
  right: 2px;
  z-index: 4;
  padding: 2px ${({ theme }) => theme.space[1]};
  border: 2px dashed ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.card};
  color: ${({ theme }) => theme.colors.foreground};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  line-height: 1.25;
  pointer-events: none;
  overflow: hidden;
`;

/* The keyboard's way to plan: one focusable slot per grid, shown while it has the focus. */
export const Slot = styled.button`
  position: absolute;
  left: 2px;
  right: 2px;
  z-index: 5;
  display: flex;
  align-items: flex-start;
  padding: 2px ${({ theme }) => theme.space[1]};
  border: 2px dashed ${({ theme }) => theme.colors.ring};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.card};
  color: ${({ theme }) => theme.colors.foreground};
  font: inherit;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  line-height: 1.25;
  text-align: left;
  opacity: 0;
  pointer-events: none;
  &:focus-visible,
  &:focus {
    opacity: 1;
    outline: 2px solid ${({ theme }) => theme.colors.ring};
    outline-offset: 1px;
  }
`;

export const NowLine = styled.div`
  position: absolute;
  left: 0;
  right: 0;
  height: 2px;
  background: ${({ theme }) => theme.colors.destructive};
  z-index: 4;
  pointer-events: none;
  &::before {
    content: '';
    position: absolute;
    left: -4px;
    top: -3px;
    width: 8px;
    height: 8px;
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.destructive};
  }
`;
