/**
 * A stream that stops sending holds its run forever: the OpenAI client's timeout ends once the headers arrive,
 * and providers set no idle limit of their own. This aborts the call when no chunk came for `ms`, and says so.
 */
export class ModelIdleWatch {
  private readonly controller = new AbortController();
  private timer: NodeJS.Timeout | undefined;
  /** The run's signal and this watch's, for the model call. */
  readonly signal: AbortSignal;
  fired = false;

  constructor(
    readonly ms: number,
    outer: AbortSignal,
  ) {
    this.signal = AbortSignal.any([outer, this.controller.signal]);
    this.touch();
  }

  /** A chunk arrived (or the call began): the idle clock starts again. */
  touch(): void {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.fired = true;
      this.controller.abort(new Error(`no chunk from the model for ${this.ms} ms`));
    }, this.ms);
    this.timer.unref();
  }

  stop(): void {
    clearTimeout(this.timer);
  }
}
