import type { ReactNode } from 'react';
import styled from 'styled-components';
import { CardTitle } from '@onething/shared-ui';

export const Page = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[6]};
  min-width: 0;
`;

/** The ONE Thing card beside Today's Habits; one column on narrow screens. */
export const MainGrid = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
  gap: ${({ theme }) => theme.space[4]};
  align-items: start;

  @media (max-width: 64rem) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

export const InsightsGrid = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
  gap: ${({ theme }) => theme.space[4]};
  align-items: start;

  @media (max-width: 64rem) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

/** Card headings are h2 under the page's h1. */
export const SectionTitle = styled(CardTitle).attrs({ as: 'h2' })`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};

  svg {
    width: 1.25rem;
    height: 1.25rem;
    color: ${({ theme }) => theme.colors.primary};
    flex-shrink: 0;
  }
`;

export const HeaderRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
`;

export const Muted = styled.p`
  color: ${({ theme }) => theme.colors.mutedForeground};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/**
 * Hidden on screen, read by screen readers (for the charts' data tables). The clip sits on a wrapper: a
 * table never shrinks below its content, so clipping the table itself would still widen the page.
 */
const ScreenReaderOnly = styled.div`
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

export function ScreenReaderTable({ children }: { children: ReactNode }) {
  return (
    <ScreenReaderOnly>
      <table>{children}</table>
    </ScreenReaderOnly>
  );
}
