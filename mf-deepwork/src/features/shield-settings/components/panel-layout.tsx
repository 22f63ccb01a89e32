// Layout pieces shared by the panel's cards.
import styled from 'styled-components';

/** A titled group inside a card (its title is an h4 under the card's h3). */
export const Group = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  min-width: 0;
`;

export const GroupTitle = styled.h4`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: ${({ theme }) => theme.lineHeights.snug};
`;

export const CardBody = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
  min-width: 0;
`;

/** Text on the left, its switch on the right; the text wraps rather than pushing the switch away. */
export const OptionRow = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[4]};

  & > :first-child {
    display: grid;
    gap: ${({ theme }) => theme.space[1]};
    min-width: 0;
  }
`;

export const Separator = styled.hr`
  border: 0;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

/** A site's domain: long names break anywhere rather than widen the page on a phone. */
export const Domain = styled.span`
  min-width: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  overflow-wrap: anywhere;
`;

/** A status line ('Status: ...' with its badge) on the left, its action on the right, wrapping on a phone. */
export const StatusRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
`;

/** Rounded, so the focus ring of a status that takes the focus after a change follows its corners. */
export const Status = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  border-radius: ${({ theme }) => theme.radii.sm};
`;
