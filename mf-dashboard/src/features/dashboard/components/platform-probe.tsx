// Shows, through this remote's own imports of jotai and TanStack Query, what the shell put into the shared
// singletons. Separate copies would read empty values (or throw for a missing QueryClient), so the
// end-to-end suite reads these attributes to prove the singletons are shared. Hidden: it is not content.
import { useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { platformKeys, shellInfoAtom } from '@onething/shared-data';

export function PlatformProbe() {
  const shellInfo = useAtomValue(shellInfoAtom);
  const startedAt = useQueryClient().getQueryData<string>(platformKeys.shellStartedAt());
  return (
    <span hidden data-testid="platform-probe" data-store-value={shellInfo.name} data-query-value={startedAt ?? ''} />
  );
}
