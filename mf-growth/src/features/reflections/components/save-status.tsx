import styled from 'styled-components';
import { Button } from '@onething/shared-ui';
import type { SaveState } from '../hooks/use-reflection-autosave';

const Root = styled.div<{ $failed: boolean }>`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  min-height: 2.25rem;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme, $failed }) => ($failed ? theme.colors.destructiveText : theme.colors.mutedForeground)};
`;

export const SAVE_TEXTS = {
  pending: 'Unsaved changes',
  saving: 'Saving…',
  saved: 'Saved',
  failed: 'Not saved yet. Your text is kept on this device and we keep trying.',
} as const;

/** The autosave state, announced politely to screen readers. */
export function SaveStatus({ state, onRetry }: { state: SaveState; onRetry: () => void }) {
  const text = state === 'idle' ? '' : SAVE_TEXTS[state];
  return (
    <Root $failed={state === 'failed'}>
      <span role="status" aria-live="polite" data-testid="reflection-save-status">
        {text}
      </span>
      {state === 'failed' ? (
        <Button type="button" size="sm" variant="outline" onClick={onRetry}>
          Retry now
        </Button>
      ) : null}
    </Root>
  );
}
