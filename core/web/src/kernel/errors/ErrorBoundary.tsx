import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorScreen } from './ErrorScreen';

interface State {
  error: unknown;
}

/** Catches render errors anywhere below it and shows the error screen instead of a blank page. */
export class ErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('Unhandled error in the interface', error, info.componentStack);
  }

  override render(): ReactNode {
    return this.state.error ? <ErrorScreen /> : this.props.children;
  }
}
