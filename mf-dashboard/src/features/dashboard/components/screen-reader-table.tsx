import type { ReactNode } from 'react';
import styled from 'styled-components';

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
