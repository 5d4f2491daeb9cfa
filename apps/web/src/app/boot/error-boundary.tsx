import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorState } from '../../shared/ui/states/error-state';
import { LoadingScreen } from './loading-screen';
import { isStaleBuildError, reloadForStaleBuild } from './stale-build-reload';

interface ErrorBoundaryState {
  failed: boolean;
  /** The error was code of an older build that could not load: the page reloads onto the new one. */
  reloading: boolean;
}

/**
 * Catches render errors anywhere outside the router and shows the generic error page, except code
 * of a build the server no longer has (a lazy screen after a deploy), for which the page reloads once.
 */
export class ErrorBoundary extends Component<{ children: ReactNode }, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { failed: false, reloading: false };

  static getDerivedStateFromError(error: unknown): ErrorBoundaryState {
    return { failed: true, reloading: isStaleBuildError(error) };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    if (this.state.reloading && reloadForStaleBuild()) return;
    if (this.state.reloading) this.setState({ reloading: false });
    console.error(error, info.componentStack);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return this.state.reloading ? <LoadingScreen /> : <ErrorState />;
  }
}
