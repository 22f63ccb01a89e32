// The one sync status in the top bar: "Offline", "N changes waiting", "Syncing…", or nothing when all is
// saved; and, when this browser cannot store anything, that offline mode is off.
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { CloudOff, RefreshCw } from 'lucide-react';
import { syncStatusLabel, useOfflineMode, useSyncStatus, type SyncStatus } from '@onething/shared-data';
import { media } from '@onething/shared-ui';

export const OFFLINE_MODE_OFF = 'Offline mode is off';

/** A save that answers at once never flashes "Syncing…". */
const SYNCING_SHOWN_AFTER_MS = 400;

const Status = styled.div`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1.5]};
  flex-shrink: 0;
  color: ${({ theme }) => theme.colors.mutedForeground};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  white-space: nowrap;

  &:empty {
    display: none;
  }
  svg {
    width: 1rem;
    height: 1rem;
    flex-shrink: 0;
  }
  /* A phone's top bar keeps room for the account menu: the short form there. */
  ${media.mobile} {
    .full {
      display: none;
    }
    &::after {
      content: attr(data-short);
    }
  }
`;

/** The phone's form: "Offline", "3 waiting", "Syncing…". */
function shortLabel(status: SyncStatus, full: string): string {
  if (status.kind === 'offline') return 'Offline';
  if (status.kind === 'waiting') return `${status.waiting} waiting`;
  return full;
}

export function SyncStatusIndicator() {
  const status = useSyncStatus();
  const mode = useOfflineMode();
  const [showSyncing, setShowSyncing] = useState(false);
  const syncing = status.kind === 'syncing';
  useEffect(() => {
    if (!syncing) {
      setShowSyncing(false);
      return;
    }
    const timer = setTimeout(() => setShowSyncing(true), SYNCING_SHOWN_AFTER_MS);
    return () => clearTimeout(timer);
  }, [syncing]);

  const label = syncing && !showSyncing ? null : syncStatusLabel(status);
  const text = label ?? (mode === 'off' ? OFFLINE_MODE_OFF : null);
  const Icon = status.kind === 'offline' || (!label && text) ? CloudOff : RefreshCw;
  return (
    <Status
      role="status"
      data-testid="sync-status"
      data-kind={status.kind}
      data-offline-mode={mode}
      data-short={text ? (label ? shortLabel(status, text) : text) : undefined}
    >
      {text ? (
        <>
          <Icon aria-hidden="true" />
          <span className="full">{text}</span>
        </>
      ) : null}
    </Status>
  );
}
