/** Where the app is and how to move: the router behind a small interface, so view-models stay testable. */
export interface Navigator {
  /** Current path without the query. */
  pathname(): string;
  /** Current query as a plain record. */
  query(): Record<string, string>;
  navigate(to: string, options?: { replace?: boolean }): void;
}
