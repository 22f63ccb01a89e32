import type { ReactNode } from 'react';
import styled from 'styled-components';
import { ThemeProvider } from '../theme/theme-provider';

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(20rem, 1fr));
  min-height: 100vh;
`;

const Panel = styled.section`
  display: flex;
  flex-direction: column;
  gap: 1rem;
  padding: 1.5rem;
  background-color: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.foreground};
  font-family: ${({ theme }) => theme.fonts.sans};
`;

const Caption = styled.h2`
  font-size: 0.75rem;
  font-weight: 600;
  letter-spacing: 0.06em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.colors.mutedForeground};
`;

/** Story helper: the same content in the light and dark theme, side by side (inline content only). */
export function BothThemes({ children }: { children: ReactNode }) {
  return (
    <Grid>
      {(['light', 'dark'] as const).map((mode) => (
        <ThemeProvider key={mode} mode={mode} applyToDocument={false} withGlobalStyle={false}>
          <Panel aria-label={`${mode} theme`}>
            <Caption>{mode}</Caption>
            {children}
          </Panel>
        </ThemeProvider>
      ))}
    </Grid>
  );
}

export const Stack = styled.div<{ $gap?: string; $row?: boolean }>`
  display: flex;
  flex-direction: ${({ $row }) => ($row ? 'row' : 'column')};
  flex-wrap: wrap;
  align-items: ${({ $row }) => ($row ? 'center' : 'stretch')};
  gap: ${({ $gap }) => $gap ?? '0.75rem'};
`;
