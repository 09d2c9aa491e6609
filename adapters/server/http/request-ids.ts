/**
 * Ids for the requests that bring none (X-Request-ID), to tie a request's log lines together: this process's
 * random prefix and a counter, so two processes writing to one log do not share ids. A random UUID per request
 * drew on the random pool every time, a twentieth of an authenticated read's own time, for an id that only
 * has to be unique.
 */
export class RequestIds {
  private readonly prefix = crypto.randomUUID().slice(0, 8);
  private count = 0;

  next(): string {
    this.count += 1;
    return `${this.prefix}-${this.count.toString(36)}`;
  }
}
