// Replaces the router's 'Unexpected Application Error!' with the app's own error screen.
import { ErrorScreen } from '@onething/shared-ui';
import { useNavigate } from 'react-router-dom';

export function RouteErrorScreen() {
  const navigate = useNavigate();
  return <ErrorScreen onRetry={() => navigate(0)} onRefresh={() => window.location.reload()} />;
}
