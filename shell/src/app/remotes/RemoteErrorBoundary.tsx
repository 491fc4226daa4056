import { Component, type ErrorInfo, type ReactNode } from 'react';
import { RemoteUnavailable } from './RemoteUnavailable';

interface Props {
  remote: string;
  children: ReactNode;
}

/** Catches a remote that fails to load or to render, so the rest of the shell keeps working. */
export class RemoteErrorBoundary extends Component<Props, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(`[shell] remote "${this.props.remote}" failed`, error, info.componentStack);
  }

  render() {
    return this.state.failed ? <RemoteUnavailable remote={this.props.remote} /> : this.props.children;
  }
}
