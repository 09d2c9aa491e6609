/** Where the app is and how to move: the router behind a small interface, so view-models stay testable. */
export interface Navigator {
  /** Current path without the query. */
  pathname(): string;
  /** Current query as a plain record. */
  query(): Record<string, string>;
  navigate(to: string, options?: { replace?: boolean }): void;
}

/** A Navigator that forwards to a router attached after the view-models are built. */
export class DeferredNavigator implements Navigator {
  private target: Navigator | null = null;

  attach(target: Navigator): void {
    this.target = target;
  }

  pathname(): string {
    return this.target?.pathname() ?? '/';
  }

  query(): Record<string, string> {
    return this.target?.query() ?? {};
  }

  navigate(to: string, options?: { replace?: boolean }): void {
    this.target?.navigate(to, options);
  }
}
