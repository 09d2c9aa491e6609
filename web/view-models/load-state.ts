import { actionBound, makeObservable, observable, runInAction } from 'mobx';

export type LoadStatus = 'loading' | 'error' | 'ready';

/** What a failure shows: its message, else the thrown value as text. */
export function messageOf(error: unknown): string {
  return error instanceof Error && error.message ? error.message : String(error);
}

export interface LoadOptions {
  /** Keep the shown status and error until the answer comes (a re-check, another page) instead of showing loading. */
  quiet?: boolean;
  /** Also told of a failure, in the action that shows it (e.g. to tell a missing item from a retryable error). */
  failed?: (error: unknown) => void;
}

/**
 * One loader's loading / error / ready state. A run shows loading, awaits its calls, then applies the
 * answer and becomes ready in one action, or becomes error with the failure's text. Only the latest
 * run counts: an older answer that arrives late is dropped, so it never overwrites a newer one.
 */
export class LoadState {
  status: LoadStatus = 'loading';
  error: string | null = null;
  private latest = 0;

  constructor() {
    makeObservable(this, {
      status: observable,
      error: observable,
      run: actionBound,
      fail: actionBound,
      markReady: actionBound,
      abandon: actionBound,
    });
  }

  /** Resolves true when this run's answer was applied; false when it failed or a later run replaced it. */
  async run<T>(fetch: () => Promise<T>, apply: (result: T) => void, options: LoadOptions = {}): Promise<boolean> {
    const run = ++this.latest;
    if (!options.quiet) {
      this.status = 'loading';
      this.error = null;
    }
    try {
      const result = await fetch();
      if (run !== this.latest) return false;
      // Ready before applying, so a load the answer starts (a page emptied meanwhile) shows its own state.
      runInAction(() => {
        this.status = 'ready';
        this.error = null;
        apply(result);
      });
      return true;
    } catch (error) {
      if (run !== this.latest) return false;
      runInAction(() => {
        this.status = 'error';
        this.error = messageOf(error);
        options.failed?.(error);
      });
      return false;
    }
  }

  /** Fails without calling anything (what is needed to ask is missing); a run still out is dropped. */
  fail(message: string): void {
    this.latest++;
    this.status = 'error';
    this.error = message;
  }

  /**
   * Data arrived another way (an upload answered): show it. A run still out is kept, since its
   * answer is the fuller list.
   */
  markReady(): void {
    this.status = 'ready';
    this.error = null;
  }

  /** Drops the answer of any run still out (the screen was left). */
  abandon(): void {
    this.latest++;
  }
}
