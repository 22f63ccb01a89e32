// What a habits page shows when its data could not be read: what failed, the reason, and a retry.
import { Alert, AlertDescription, AlertTitle, Button } from '@onething/shared-ui';

export interface LoadErrorAlertProps {
  title: string;
  message?: string;
  onRetry: () => void;
}

export function LoadErrorAlert({ title, message, onRetry }: LoadErrorAlertProps) {
  return (
    <Alert variant="destructive">
      <AlertTitle>{title}</AlertTitle>
      <AlertDescription>
        <p>{message}</p>
        <Button variant="outline" size="sm" onClick={onRetry}>
          Try again
        </Button>
      </AlertDescription>
    </Alert>
  );
}
