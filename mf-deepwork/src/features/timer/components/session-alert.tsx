import { Alert, AlertDescription, AlertTitle, Button, WrapRow } from '@onething/shared-ui';
import { SESSION_ALERTS } from '../domain/deep-work-messages';
import type { SessionValidity } from '../domain/session-setup';

export interface SessionAlertProps {
  validity: SessionValidity;
  /** The other active goal's title when the session's goal conflicts with it. */
  conflictTitle: string | null;
  onClear: () => void;
  onGoToActive: () => void;
}

/** A conflict, stale data or invalid data: what is wrong and how to get out of it. */
export function SessionAlert({ validity, conflictTitle, onClear, onGoToActive }: SessionAlertProps) {
  let title: string;
  let text: string;
  if (conflictTitle !== null) {
    title = 'Goal conflict';
    text = SESSION_ALERTS.conflict(conflictTitle);
  } else if (validity === 'stale') {
    title = 'Stale session';
    text = SESSION_ALERTS.stale;
  } else if (validity === 'invalid') {
    title = 'Invalid session';
    text = SESSION_ALERTS.invalid;
  } else {
    return null;
  }
  return (
    <Alert
      variant={conflictTitle !== null || validity === 'invalid' ? 'destructive' : 'default'}
      data-testid="session-alert"
    >
      <AlertTitle>{title}</AlertTitle>
      <AlertDescription>
        <p>{text}</p>
        <WrapRow>
          <Button size="sm" variant="outline" onClick={onClear}>
            Clear Session Data
          </Button>
          {conflictTitle !== null ? (
            <Button size="sm" onClick={onGoToActive}>
              Go to Active ONE Thing
            </Button>
          ) : null}
        </WrapRow>
      </AlertDescription>
    </Alert>
  );
}
