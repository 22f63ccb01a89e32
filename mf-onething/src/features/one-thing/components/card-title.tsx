import { CardTitle } from '@onething/shared-ui';
import styled from 'styled-components';

/** Section heading of a planner card: an h2 with a small leading icon. */
export const SectionTitle = styled(CardTitle).attrs({ as: 'h2' })`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};

  svg {
    flex-shrink: 0;
    width: 1.125rem;
    height: 1.125rem;
    color: ${({ theme }) => theme.colors.primary};
  }
`;
