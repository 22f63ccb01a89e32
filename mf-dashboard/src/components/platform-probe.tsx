// Shows, through this remote's own imports of jotai, TanStack Query and styled-components, what the
// shell put into the shared singletons. Separate copies would read empty values (or throw for a
// missing QueryClient), so the end-to-end suite uses this to prove the singletons are shared.
import { useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import styled from 'styled-components';
import { platformKeys, shellInfoAtom } from '@onething/shared-data';

const Probe = styled.p`
  color: ${({ theme }) => theme.colors.mutedForeground};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;

export function PlatformProbe() {
  const shellInfo = useAtomValue(shellInfoAtom);
  const startedAt = useQueryClient().getQueryData<string>(platformKeys.shellStartedAt());
  return (
    <Probe data-testid="platform-probe" data-store-value={shellInfo.name} data-query-value={startedAt ?? ''}>
      Composed by {shellInfo.name}
    </Probe>
  );
}
