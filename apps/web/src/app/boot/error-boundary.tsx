import { Component, type ErrorInfo, type ReactNode } from 'react';
import { selectConnectionLost, useNetworkStore } from '../../shared/api/network.store';
import { ErrorState } from '../../shared/ui/states/error-state';
import { LoadingScreen } from './loading-screen';
import { NoConnectionState } from './no-connection-state';
import { isCodeNotFetched, isStaleBuildError, reloadForStaleBuild } from './stale-build-reload';

interface ErrorBoundaryState {
  failed: boolean;
  /** The error was code that could not be fetched while the connection was lost. */
  offline: boolean;
  /** The error was code of this page's build that could not load: is the server now on another build? */
  checking: boolean;
}

/** Whether a render error is a screen's code that did not arrive because the network is gone. */
export function isOfflineCodeFailure(error: unknown): boolean {
  if (!isCodeNotFetched(error)) return false;
  const browserOffline = typeof navigator !== 'undefined' && navigator.onLine === false;
  return browserOffline || selectConnectionLost(useNetworkStore.getState());
}

/**
 * Catches render errors anywhere outside the router and shows the generic error page; or the No
 * Connection page when a screen's code could not load for want of a network (it reloads by itself
 * once the network returns); or, for code of a build the server has since replaced (a lazy screen
 * after a deploy), reloads the page once onto the new build.
 */
export class ErrorBoundary extends Component<{ children: ReactNode }, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { failed: false, offline: false, checking: false };

  static getDerivedStateFromError(error: unknown): ErrorBoundaryState {
    const offline = isOfflineCodeFailure(error);
    return { failed: true, offline, checking: !offline && isStaleBuildError(error) };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    if (this.state.checking) {
      void reloadForStaleBuild().then((reloading) => {
        if (reloading) return;
        console.error(error, info.componentStack);
        this.setState({ checking: false });
      });
      return;
    }
    console.error(error, info.componentStack);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    if (this.state.offline) return <NoConnectionState />;
    return this.state.checking ? <LoadingScreen /> : <ErrorState />;
  }
}
