import { injectable } from 'inversify';

/** AbortControllers of the runs this process is executing, so a cancel stops the model call. */
@injectable()
export class RunCancellations {
  private readonly controllers = new Map<string, AbortController>();

  register(requestId: string): AbortSignal {
    const controller = new AbortController();
    this.controllers.set(requestId, controller);
    return controller.signal;
  }

  /** True when this process was running it (and now stops it). */
  cancel(requestId: string): boolean {
    const controller = this.controllers.get(requestId);
    controller?.abort();
    return controller !== undefined;
  }

  release(requestId: string): void {
    this.controllers.delete(requestId);
  }
}
