import { Component, type ReactNode } from 'react';
import { RemoteUnavailable } from './remote-unavailable';

interface Props {
  remote: string;
  onRetry: () => void | Promise<void>;
  /** A new value clears the error (a new lazy component after Retry). */
  resetKey: unknown;
  children: ReactNode;
}

interface State {
  failedKey: unknown;
}

export class RemoteErrorBoundary extends Component<Props, State> {
  state: State = { failedKey: undefined };

  static getDerivedStateFromError(): Partial<State> {
    return { failedKey: null };
  }

  componentDidCatch(error: unknown): void {
    console.error(`[fikr] ${this.props.remote} crashed`, error);
    this.setState({ failedKey: this.props.resetKey });
  }

  render() {
    const { failedKey } = this.state;
    const failed = failedKey === null || failedKey === this.props.resetKey;
    if (failed) return <RemoteUnavailable remote={this.props.remote} onRetry={this.props.onRetry} />;
    return this.props.children;
  }
}
