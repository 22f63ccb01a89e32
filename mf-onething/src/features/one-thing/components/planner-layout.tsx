import styled from 'styled-components';

export const PlannerGrid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
  grid-template-columns: minmax(0, 1fr);
  align-items: start;

  @media (min-width: ${({ theme }) => theme.breakpoints.lg}px) {
    grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
  }
`;

export const Column = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[6]};
  min-width: 0;
`;

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

/** A vertical list without bullets, for the cards' rows. */
export const StackList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  list-style: none;
  margin: 0;
  padding: 0;
`;

/** The body of the planner's dialogs: fields stacked with room between them. */
export const DialogForm = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
`;
