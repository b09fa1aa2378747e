/** Catches a render failure so the user gets the error screen, not a blank page (shell spec, section 2). */
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { reportError } from '../reporting/error-reporting';

interface ErrorBoundaryProps {
  /** When this changes (a navigation, a retry), the boundary tries its children again. */
  resetKey?: unknown;
  onError?: (error: unknown) => void;
  fallback: (error: unknown) => ReactNode;
  children: ReactNode;
}

interface ErrorBoundaryState {
  error: unknown;
  resetKey: unknown;
}

export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { error: undefined, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<ErrorBoundaryState> {
    return { error };
  }

  static getDerivedStateFromProps(
    props: ErrorBoundaryProps,
    state: ErrorBoundaryState,
  ): Partial<ErrorBoundaryState> | null {
    return props.resetKey === state.resetKey ? null : { error: undefined, resetKey: props.resetKey };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error(error, info.componentStack);
    reportError(error);
    this.props.onError?.(error);
  }

  override render(): ReactNode {
    return this.state.error === undefined ? this.props.children : this.props.fallback(this.state.error);
  }
}
