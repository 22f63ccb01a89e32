import styled from 'styled-components';

/**
 * Grid semantics for the days (role grid / row / columnheader / gridcell) with a roving tab stop: only the
 * focused day is in the tab order; the arrow keys move it (see the page's key handler).
 */
export const Grid = styled.div`
  display: flex;
  flex-direction: column;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  overflow: hidden;
  background: ${({ theme }) => theme.colors.card};
`;

export const Row = styled.div`
  display: grid;
  grid-template-columns: repeat(7, minmax(0, 1fr));
  & + & {
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

export const ColumnHeader = styled.div`
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[1]};
  text-align: center;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.mutedForeground};
  text-transform: uppercase;
  letter-spacing: 0.04em;
  & abbr {
    text-decoration: none;
  }
`;

/** Props every focusable day cell carries. */
export function dayCellProps(key: string, focused: boolean, today: boolean) {
  return {
    role: 'gridcell' as const,
    tabIndex: focused ? 0 : -1,
    'data-calendar-day': key,
    'aria-selected': focused,
    'aria-current': today ? ('date' as const) : undefined,
  };
}

export const WEEKDAY_SHORT = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;
export const WEEKDAY_LONG = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;
