// The layout pieces every page of the remotes is built from: the two-column page grid, its columns, a
// one-column stack of a page's sections, the cards' section headings, a bare list of rows, a wrapping row of buttons or badges, a heading row with
// its action, a dialog's form body and secondary text.
import styled, { css } from 'styled-components';
import { CardTitle } from '../card/card';

export interface PageGridProps {
  /**
   * Cards closer together (1rem instead of 1.5rem), side by side down to 64rem: the dashboard's and the
   * calendar's card grids. The default is the pages' main grid (planner, deep work): one column below the
   * `lg` breakpoint.
   */
  $dense?: boolean;
}

/** A wide main column beside a narrower one (3:2), one column on narrow screens. */
export const PageGrid = styled.div<PageGridProps>`
  display: grid;
  align-items: start;
  ${({ $dense, theme }) =>
    $dense
      ? css`
          grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
          gap: ${theme.space[4]};

          @media (max-width: 64rem) {
            grid-template-columns: minmax(0, 1fr);
          }
        `
      : css`
          grid-template-columns: minmax(0, 1fr);
          gap: ${theme.space[6]};

          @media (min-width: ${theme.breakpoints.lg}px) {
            grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
          }
        `}
`;

/** A column of cards, as wide as its grid track allows (long content wraps instead of widening it). */
export const Column = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[6]};
  min-width: 0;
`;

/**
 * A page's sections (or a panel's cards) one under another, 1.5rem apart, as wide as the page allows: a
 * one-column grid, so a section never widens it.
 */
export const PageStack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
  min-width: 0;
`;

export interface SectionTitleProps {
  /** The leading icon's size: 1.125rem, or 1.25rem for 'lg' (the dashboard's cards). */
  $iconSize?: 'md' | 'lg';
}

/** A card's heading with a small leading icon; an h2, as cards sit under the page's h1. */
export const SectionTitle = styled(CardTitle).attrs({ as: 'h2' })<SectionTitleProps>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};

  svg {
    flex-shrink: 0;
    width: ${({ $iconSize }) => ($iconSize === 'lg' ? '1.25rem' : '1.125rem')};
    height: ${({ $iconSize }) => ($iconSize === 'lg' ? '1.25rem' : '1.125rem')};
    color: ${({ theme }) => theme.colors.primary};
  }
`;

/** A list of rows without bullets or indent, 0.5rem apart. */
export const StackList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  list-style: none;
  margin: 0;
  padding: 0;
`;

/** Buttons or badges side by side, wrapping onto the next line when the row is full. */
export const WrapRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;

/** A heading on the left and its action on the right; the action wraps below on a narrow screen. */
export const HeaderRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
`;

/** The body of a dialog's form: fields stacked with room between them. */
export const DialogForm = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
`;

/** Secondary text: small and muted. */
export const MutedText = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.mutedForeground};
`;
