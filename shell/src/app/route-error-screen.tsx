// The app's error screen for anything a page throws while rendering (a remote's own failures are caught
// nearer, by its RemotePage). Going to another page or 'Try Again' renders the pages again.
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { ErrorScreen } from '@onething/shared-ui';

interface BoundaryProps {
  pathname: string;
  children: ReactNode;
}

class Boundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('[onething] a page failed to render:', error, info.componentStack);
  }

  override componentDidUpdate(previous: BoundaryProps) {
    if (this.state.failed && previous.pathname !== this.props.pathname) this.setState({ failed: false });
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return <ErrorScreen onRetry={() => this.setState({ failed: false })} onRefresh={() => window.location.reload()} />;
  }
}

export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return <Boundary pathname={pathname}>{children}</Boundary>;
}
