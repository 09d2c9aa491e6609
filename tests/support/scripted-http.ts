import { HttpTransportError, type HttpPort, type HttpRequest, type HttpResponse } from '../../core/client/ports/http.port.ts';

export type Handler = (request: HttpRequest, body: any) => HttpResponse | Promise<HttpResponse> | 'network' | 'timeout' | 'aborted';

/** An HttpPort answering from per-route handlers, recording every request (for client-core tests). */
export class ScriptedHttp implements HttpPort {
  readonly requests: HttpRequest[] = [];
  private readonly handlers = new Map<string, Handler>();
  /** Requests that wait until released (to test queues and cancellation). */
  private readonly held: { request: HttpRequest; release: () => void }[] = [];
  private holdPattern: RegExp | null = null;

  on(method: string, path: string, handler: Handler | HttpResponse): this {
    this.handlers.set(`${method} ${path}`, typeof handler === 'function' ? handler : () => handler);
    return this;
  }

  hold(pattern: RegExp): void {
    this.holdPattern = pattern;
  }

  releaseAll(): void {
    this.holdPattern = null;
    for (const h of this.held.splice(0)) h.release();
  }

  paths(): string[] {
    return this.requests.map((r) => `${r.method} ${new URL(r.url, 'http://x').pathname.replace('/api/v1', '')}`);
  }

  async send(request: HttpRequest): Promise<HttpResponse> {
    this.requests.push(request);
    const url = new URL(request.url, 'http://x');
    const path = url.pathname.replace(/^\/api\/v1/, '');
    if (this.holdPattern?.test(path)) {
      await new Promise<void>((resolve, reject) => {
        this.held.push({ request, release: resolve });
        request.signal?.addEventListener('abort', () => reject(new HttpTransportError('aborted')), { once: true });
      });
    }
    if (request.signal?.aborted) throw new HttpTransportError('aborted');
    const handler = this.handlers.get(`${request.method} ${path}`) ?? this.handlers.get(`${request.method} ${path}${url.search}`);
    if (!handler) return { status: 404, body: { detail: `No handler for ${request.method} ${path}` } };
    const result = await handler(request, request.body);
    if (result === 'network' || result === 'timeout' || result === 'aborted') throw new HttpTransportError(result);
    return result;
  }
}

export const ok = (body: unknown, status = 200): HttpResponse => ({ status, body });
export const fail = (status: number, detail?: unknown): HttpResponse => ({ status, body: detail === undefined ? null : { detail } });
