import { injectable } from 'inversify';

/** Background loads to start after login (brand voice, knowledge-base documents); waited for at most 3 s. */
@injectable()
export class PrefetchRegistry {
  private readonly tasks: { name: string; run: () => Promise<void> }[] = [];

  add(name: string, run: () => Promise<void>): void {
    this.tasks.push({ name, run });
  }

  names(): string[] {
    return this.tasks.map((t) => t.name);
  }

  /** Starts every task; failures are ignored here, each store reports its own. */
  start(): Promise<void> {
    return Promise.allSettled(this.tasks.map((t) => t.run())).then(() => undefined);
  }
}

export const PREFETCH_WAIT_CAP_MS = 3000;
