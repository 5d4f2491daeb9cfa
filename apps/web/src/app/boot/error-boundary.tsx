import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorState } from '../../shared/ui/states/error-state';
import { LoadingScreen } from './loading-screen';
import { isStaleBuildError, reloadForStaleBuild } from './stale-build-reload';

interface ErrorBoundaryState {
  failed: boolean;
  /** The error was code of this page's build that could not load: is the server now on another build? */
  checking: boolean;
}

/**
 * Catches render errors anywhere outside the router and shows the generic error page, except code
 * of a build the server has since replaced (a lazy screen after a deploy), for which the page
 * reloads once onto the new build.
 */
export class ErrorBoundary extends Component<{ children: ReactNode }, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { failed: false, checking: false };

  static getDerivedStateFromError(error: unknown): ErrorBoundaryState {
    return { failed: true, checking: isStaleBuildError(error) };
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
    return this.state.checking ? <LoadingScreen /> : <ErrorState />;
  }
}
