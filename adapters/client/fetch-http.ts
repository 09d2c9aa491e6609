import { HttpTransportError, type HttpPort, type HttpRequest, type HttpResponse } from '../../core/client/ports/http.port.ts';

/** HttpPort over the platform's fetch (browser and Node). */
export class FetchHttp implements HttpPort {
  constructor(private readonly fetchImpl: typeof fetch = (...args) => globalThis.fetch(...args)) {}

  async send(request: HttpRequest): Promise<HttpResponse> {
    const controller = new AbortController();
    const onAbort = () => controller.abort(request.signal?.reason);
    if (request.signal?.aborted) throw new HttpTransportError('aborted');
    request.signal?.addEventListener('abort', onAbort, { once: true });
    let timedOut = false;
    const timer =
      request.timeoutMs !== undefined
        ? setTimeout(() => {
            timedOut = true;
            controller.abort();
          }, request.timeoutMs)
        : undefined;
    const headers = { ...request.headers };
    if (request.body !== undefined) headers['Content-Type'] = 'application/json';
    try {
      const response = await this.fetchImpl(request.url, {
        method: request.method,
        headers,
        body: request.body === undefined ? undefined : JSON.stringify(request.body),
        signal: controller.signal,
      });
      const text = await response.text();
      return { status: response.status, body: parseBody(text) };
    } catch (error) {
      if (timedOut) throw new HttpTransportError('timeout');
      if (controller.signal.aborted) throw new HttpTransportError('aborted');
      throw new HttpTransportError('network', error instanceof Error ? error.message : String(error));
    } finally {
      if (timer) clearTimeout(timer);
      request.signal?.removeEventListener('abort', onAbort);
    }
  }
}

function parseBody(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
