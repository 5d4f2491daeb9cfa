import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorState } from '../../shared/ui/states/error-state';

interface ErrorBoundaryState {
  failed: boolean;
}

/** Catches render errors anywhere outside the router and shows the generic error page. */
export class ErrorBoundary extends Component<{ children: ReactNode }, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { failed: false };

  static getDerivedStateFromError(): ErrorBoundaryState {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(error, info.componentStack);
  }

  override render() {
    return this.state.failed ? <ErrorState /> : this.props.children;
  }
}
