import { Component, type ErrorInfo, type ReactNode } from 'react';

interface Props {
  children: ReactNode;
  /** What to render instead of the broken tree (the app: a redirect to /login). */
  fallback: ReactNode;
  onError: (error: unknown, info: ErrorInfo) => void;
  /** A new value (the next page) clears the error and renders children again. */
  resetKey: string;
}

interface State {
  error: unknown;
  /** The resetKey of the last render; an error belongs to it. */
  key: string | null;
}

/** React's error boundary: only a class component can be one. */
export class ErrorBoundary extends Component<Props, State> {
  state: State = { error: null, key: null };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error ?? new Error('Unknown render error') };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    if (state.key === props.resetKey) return null;
    // The user is somewhere else now: forget the old error and try rendering again.
    return { error: null, key: props.resetKey };
  }

  componentDidCatch(error: unknown, info: ErrorInfo) {
    this.props.onError(error, info);
  }

  render() {
    return this.state.error !== null ? this.props.fallback : this.props.children;
  }
}
