// Renders one exposed module of one remote inside its own boundary: the page skeleton (or the embedding
// page's own placeholder) while it loads, the app's error screen if it cannot load or throws while
// rendering. "Try Again" forgets the failed load and retries that remote alone, without a page reload;
// the rest of the shell keeps working.
import { Component, Suspense, useEffect, useState, type ComponentType, type ErrorInfo, type ReactNode } from 'react';
import { ErrorScreen } from '@onething/shared-ui';
import { PageSpinner } from '../layout/page-spinner';
import { loadedRemoteModule, loadRemoteModule, resetRemote, type RemoteName } from './remote-registry';

type PageModule = { default: ComponentType<Record<string, unknown>> };

type PageComponent = PageModule['default'];
type PageLoad = { key: string; page: PageComponent } | { key: string; error: unknown };

/**
 * The page's component once its module has loaded, null while it loads; a failed load is thrown to the
 * error boundary. Not React.lazy: a lazy page shows the Suspense fallback, and when it arrives React holds
 * it back until 300 ms after the fallback appeared (so that a fallback never flashes), which delayed every
 * first visit of a page by up to that long. Here the page replaces the fallback as soon as it has loaded,
 * and a page already loaded (preloaded at start-up or from the sidebar) renders at once.
 */
function useRemotePage(remote: RemoteName, exposed: string, attempt: number): PageComponent | null {
  const key = `${remote}|${exposed}|${attempt}`;
  const [load, setLoad] = useState<PageLoad | null>(null);
  const preloaded = loadedRemoteModule<PageModule>(remote, exposed)?.default;
  const current: PageLoad | null = load?.key === key ? load : preloaded ? { key, page: preloaded } : null;
  const loading = current === null;

  useEffect(() => {
    if (!loading) return;
    let active = true;
    loadRemoteModule<PageModule>(remote, exposed).then(
      (module) => active && setLoad({ key, page: module.default }),
      (error: unknown) => active && setLoad({ key, error }),
    );
    return () => {
      active = false;
    };
  }, [key, loading, remote, exposed]);

  if (current && 'error' in current) throw current.error;
  return current?.page ?? null;
}

function RemotePageContent({
  remote,
  exposed,
  attempt,
  fallback,
}: {
  remote: RemoteName;
  exposed: string;
  attempt: number;
  fallback: ReactNode;
}) {
  const Page = useRemotePage(remote, exposed, attempt);
  if (!Page) return <>{fallback}</>;
  // the page may still suspend on its own lazy parts
  return (
    <Suspense fallback={fallback}>
      <Page />
    </Suspense>
  );
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

export function RemotePage({
  remote,
  exposed,
  fallback = <PageSpinner />,
}: {
  remote: RemoteName;
  exposed: string;
  fallback?: ReactNode;
}) {
  const [attempt, setAttempt] = useState(() => attempts.get(remote) ?? 0);
  const retry = () => {
    resetRemote(remote);
    const next = (attempts.get(remote) ?? 0) + 1;
    attempts.set(remote, next);
    setAttempt(next);
  };
  return (
    // the key resets the boundary per remote and attempt, so one remote's error never shows on another's route
    <RemoteErrorBoundary key={`${remote}|${exposed}|${attempt}`} remote={remote} onRetry={retry}>
      <RemotePageContent remote={remote} exposed={exposed} attempt={attempt} fallback={fallback} />
    </RemoteErrorBoundary>
  );
}
