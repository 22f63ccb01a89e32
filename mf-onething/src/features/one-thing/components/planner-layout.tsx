import styled from 'styled-components';

/** The goal history, full width below the planner. */
export const History = styled.div`
  margin-top: ${({ theme }) => theme.space[6]};
`;

export const CenteredSpinner = styled.div`
  display: flex;
  justify-content: center;
  padding: ${({ theme }) => theme.space[16]} 0;
  color: ${({ theme }) => theme.colors.primary};
`;
