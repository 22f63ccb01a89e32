import styled from 'styled-components';
import { Spinner } from '@onething/shared-ui';
import { HoldBootFrame } from '../first-paint/boot-frame/release-boot-frame';
import { PageSkeleton } from './page-skeleton';

const Centered = styled.div`
  display: grid;
  place-items: center;
  min-height: 100vh;
`;

/**
 * The loading state of a page. Full screen (the session check, before any layout exists) it is one
 * spinner in the middle; inside the layout (a lazily loaded route or remote) it is the page's skeleton, as
 * every page has the same known shape: a header above cards. While it shows, the start-up frame stays.
 */
export function PageSpinner({ fullScreen = false }: { fullScreen?: boolean }) {
  if (!fullScreen) {
    return (
      <>
        <HoldBootFrame />
        <PageSkeleton />
      </>
    );
  }
  return (
    <Centered>
      <HoldBootFrame />
      <Spinner size="lg" />
    </Centered>
  );
}
