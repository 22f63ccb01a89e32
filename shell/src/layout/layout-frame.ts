// The boxes of the signed-in layout: sidebar beside a column of top bar and main area. The app's layout
// and the start-up frame prerendered into index.html (src/first-paint/boot-frame) are both built from these.
import styled from 'styled-components';

export const Frame = styled.div`
  display: flex;
  min-height: 100vh;
`;

export const Column = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  min-width: 0;
`;

export const Main = styled.main`
  flex: 1;
  width: 100%;
  max-width: 80rem;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space[6]};
  outline: none;

  @media (max-width: 767px) {
    padding: ${({ theme }) => theme.space[4]};
  }
`;
