import { useId } from 'react';
import { RotateCcw } from 'lucide-react';
import { Badge, Button, MutedText } from '@onething/shared-ui';
import type { ExtensionStatusState } from '../../extension/hooks/use-extension-status';
import { usePrivateWindows } from '../../extension/hooks/use-private-windows';
import { InstallSteps } from './install-steps';
import { Group, GroupTitle, Status, StatusRow } from './panel-layout';

/** Whether the companion extension answers, with how to install it when it does not. */
export function ExtensionStatus({ extension }: { extension: ExtensionStatusState }) {
  const titleId = `${useId()}-title`;
  const { status } = extension;
  const privateWindows = usePrivateWindows(status?.installed === true);
  return (
    <Group aria-labelledby={titleId} role="group">
      <GroupTitle id={titleId}>Companion extension</GroupTitle>
      <StatusRow>
        <Status role="status">
          Status:{' '}
          {status === null ? (
            <Badge variant="secondary">Checking...</Badge>
          ) : status.installed ? (
            <Badge variant="success">Connected{status.version ? ` (v${status.version})` : ''}</Badge>
          ) : (
            <Badge variant="warning">Not detected</Badge>
          )}
        </Status>
        {/* Stays enabled while checking: disabling the button just pressed would drop keyboard focus. */}
        <Button variant="outline" size="sm" onClick={() => void extension.check()}>
          <RotateCcw aria-hidden="true" /> Check again
        </Button>
      </StatusRow>
      {status?.installed ? (
        <>
          <MutedText>The shield can block your sites during deep work sessions.</MutedText>
          {privateWindows === true ? (
            <MutedText data-testid="private-windows">Private windows: the shield blocks there too.</MutedText>
          ) : null}
          {privateWindows === false ? (
            <MutedText data-testid="private-windows">
              Private windows: not allowed, so sites open there unblocked. To allow them, open your browser&apos;s
              extensions page (chrome://extensions), choose Details under ONE Thing OS Companion and turn on
              &ldquo;Allow in Incognito&rdquo;.
            </MutedText>
          ) : null}
        </>
      ) : status ? (
        <>
          <MutedText>
            The shield blocks sites through the ONE Thing OS extension for Chrome and other Chromium browsers (Edge,
            Brave). Your list is saved either way and applies once the extension is installed.
          </MutedText>
          <InstallSteps />
        </>
      ) : null}
    </Group>
  );
}
