import { Component, type ReactNode } from 'react';
import { RouteError } from '../shell/root-layout.tsx';

interface Props {
  /** The address shown: a new one clears a failure, so the next page gets its chance. */
  location: string;
  children: ReactNode;
}

interface State {
  error?: unknown;
  /** The address the failure happened at. */
  at?: string;
}

/** Catches a page that failed to load (its chunk) or to render, or a failed start, and shows RouteError in its place. */
export class RouteErrorBoundary extends Component<Props, State> {
  override state: State = {};

  static getDerivedStateFromError(error: unknown): State {
    return { error: error ?? new Error('Unknown error') };
  }

  static getDerivedStateFromProps(props: Props, state: State): State | null {
    if (state.error === undefined) return null;
    if (state.at === undefined) return { at: props.location };
    return state.at === props.location ? null : { error: undefined, at: undefined };
  }

  override render() {
    return this.state.error === undefined ? this.props.children : <RouteError error={this.state.error} />;
  }
}
