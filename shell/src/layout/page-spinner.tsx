import styled from 'styled-components';
import { Spinner } from '@onething/shared-ui';

const Centered = styled.div<{ $fullScreen: boolean }>`
  display: grid;
  place-items: center;
  min-height: ${({ $fullScreen }) => ($fullScreen ? '100vh' : '40vh')};
`;

/** The loading state of a page: one spinner in the middle of the space the page will take. */
export function PageSpinner({ fullScreen = false }: { fullScreen?: boolean }) {
  return (
    <Centered $fullScreen={fullScreen}>
      <Spinner size="lg" />
    </Centered>
  );
}
