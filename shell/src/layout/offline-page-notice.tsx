// Offline, a page whose data was never read online would spin for ever: this says why there is nothing to
// show instead (pages read before show their cached data and need no notice).
import { onlineManager, useQueryClient } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import styled from 'styled-components';
import { CloudOff } from 'lucide-react';

export const OFFLINE_PAGE_TITLE = 'Offline';
export const OFFLINE_PAGE_TEXT =
  'This page has not been opened online on this device yet, so there is nothing to show. It loads when you are back online.';

const Notice = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[3]};
  align-items: flex-start;
  margin-bottom: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.muted};
  color: ${({ theme }) => theme.colors.foreground};

  h2 {
    margin: 0 0 ${({ theme }) => theme.space[1]};
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.mutedForeground};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  svg {
    flex-shrink: 0;
    width: 1.25rem;
    height: 1.25rem;
  }
`;

export function OfflinePageNotice() {
  const client = useQueryClient();
  const waitingWithNothing = useSyncExternalStore(
    (listener) => {
      const offQueries = client.getQueryCache().subscribe(listener);
      const offOnline = onlineManager.subscribe(listener);
      return () => {
        offQueries();
        offOnline();
      };
    },
    () =>
      !onlineManager.isOnline() &&
      client
        .getQueryCache()
        .getAll()
        .some((q) => q.state.data === undefined && q.state.fetchStatus === 'paused' && q.getObserversCount() > 0),
    () => false,
  );
  if (!waitingWithNothing) return null;
  return (
    <Notice role="status" data-testid="offline-page-notice">
      <CloudOff aria-hidden="true" />
      <div>
        <h2>{OFFLINE_PAGE_TITLE}</h2>
        <p>{OFFLINE_PAGE_TEXT}</p>
      </div>
    </Notice>
  );
}
