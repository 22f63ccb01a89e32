// Renders one exposed module of one remote inside its own boundary: the page skeleton (or the embedding
// page's own placeholder) while it loads, the app's error screen if it cannot load or throws while
// rendering. "Try Again" forgets the failed load and retries that remote alone, without a page reload;
// the rest of the shell keeps working.
import { Component, lazy, Suspense, useState, type ComponentType, type ErrorInfo, type ReactNode } from 'react';
import { ErrorScreen } from '@onething/shared-ui';
import { PageSpinner } from '../layout/page-spinner';
import { loadRemoteModule, resetRemote, type RemoteName } from './remote-registry';

type PageModule = { default: ComponentType<Record<string, unknown>> };

// React.lazy caches a rejected import, so each attempt gets its own lazy component; successful
// ones are kept so that navigating back does not reload the remote.
const lazyPages = new Map<string, ComponentType<Record<string, unknown>>>();

function lazyPage(remote: RemoteName, exposed: string, attempt: number) {
  const key = `${remote}|${exposed}|${attempt}`;
  let page = lazyPages.get(key);
  if (!page) {
    page = lazy(() => loadRemoteModule<PageModule>(remote, exposed));
    lazyPages.set(key, page);
  }
  return page;
}

const attempts = new Map<RemoteName, number>();

interface BoundaryProps {
  remote: RemoteName;
  onRetry: () => void;
  children: ReactNode;
}

class RemoteErrorBoundary extends Component<BoundaryProps, { error: Error | null }> {
  override state = { error: null as Error | null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(`Remote ${this.props.remote} failed`, error, info.componentStack);
  }

  override render() {
    if (this.state.error) {
      return <ErrorScreen fullScreen={false} onRetry={this.props.onRetry} onRefresh={() => window.location.reload()} />;
    }
    return this.props.children;
  }
}

export function RemotePage({ remote, exposed, fallback = <PageSpinner /> }: { remote: RemoteName; exposed: string; fallback?: ReactNode }) {
  const [attempt, setAttempt] = useState(() => attempts.get(remote) ?? 0);
  const Page = lazyPage(remote, exposed, attempt);
  const retry = () => {
    resetRemote(remote);
    const next = (attempts.get(remote) ?? 0) + 1;
    attempts.set(remote, next);
    setAttempt(next);
  };
  return (
    // the key resets the boundary per remote and attempt, so one remote's error never shows on another's route
    <RemoteErrorBoundary key={`${remote}|${exposed}|${attempt}`} remote={remote} onRetry={retry}>
      <Suspense fallback={fallback}>
        <Page />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
