import { Alert, AlertDescription, AlertTitle } from '@onething/shared-ui';
import styled from 'styled-components';

const Spaced = styled(Alert)`
  margin-bottom: ${({ theme }) => theme.space[6]};
`;

/** The extension stopped answering during the session: nothing is blocked, and what to do about it. */
export function ShieldDownAlert({ downAt }: { downAt: number }) {
  const at = new Date(downAt).toLocaleTimeString([], { hour: 'numeric', minute: '2-digit' });
  return (
    <Spaced variant="destructive" role="alert">
      <AlertTitle>Shield down</AlertTitle>
      <AlertDescription>
        The companion extension stopped answering at {at}, so nothing is blocked. Turn it back on in your browser&apos;s
        extensions page, then reload this page. Your session records when the shield went down.
      </AlertDescription>
    </Spaced>
  );
}
