import { Component, type ErrorInfo, type ReactNode } from 'react';

interface Props {
  /** What to show instead of the children after an error, with a way to try again. */
  fallback: (retry: () => void) => ReactNode;
  /** Called before the children render again (e.g. to drop a failed lazy load). */
  onRetry?: () => void;
  children: ReactNode;
}

/**
 * Catches an error of one part of a page (a widget, an inner page) so the rest keeps working,
 * and lets the user load it again.
 */
export class LoadFailureBoundary extends Component<Props, { error: unknown; attempt: number }> {
  override state = { error: null as unknown, attempt: 0 };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('A part of the page failed to load', error, info.componentStack);
  }

  private readonly retry = () => {
    this.props.onRetry?.();
    this.setState((state) => ({ error: null, attempt: state.attempt + 1 }));
  };

  override render(): ReactNode {
    if (this.state.error) return this.props.fallback(this.retry);
    return (
      <div key={this.state.attempt} style={{ display: 'contents' }}>
        {this.props.children}
      </div>
    );
  }
}
