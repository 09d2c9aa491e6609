import { injectable } from 'inversify';

/**
 * Background loads to start after login (brand voice, knowledge-base documents); waited for at most 3 s. A load
 * added after a sign-in started them (the web app builds those stores with the signed-in shell, which loads after
 * Login) starts at once; after sign-out, loads wait for the next sign-in again.
 */
@injectable()
export class PrefetchRegistry {
  private readonly tasks: { name: string; run: () => Promise<void> }[] = [];
  private signedIn = false;

  add(name: string, run: () => Promise<void>): void {
    this.tasks.push({ name, run });
    if (this.signedIn) void run().catch(() => undefined);
  }

  names(): string[] {
    return this.tasks.map((t) => t.name);
  }

  /** Starts every task; failures are ignored here, each store reports its own. */
  start(): Promise<void> {
    this.signedIn = true;
    return Promise.allSettled(this.tasks.map((t) => t.run())).then(() => undefined);
  }

  /** The session ended: a store built from now on does not load until the next sign-in. */
  stop(): void {
    this.signedIn = false;
  }
}

export const PREFETCH_WAIT_CAP_MS = 3000;
