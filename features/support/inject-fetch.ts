import type { FastifyInstance, InjectOptions } from 'fastify';

/**
 * `fetch` into a server in this process through Fastify's `inject`: the request runs the app's whole
 * lifecycle (hooks, routes, error handler) with no socket. The client's own adapters (FetchHttp,
 * FetchUpload) take it in place of the platform's fetch, so what they build and parse is unchanged.
 * The URL's origin is ignored; its path and query reach the app.
 */
export function injectFetch(app: FastifyInstance): typeof fetch {
  return async (input, init) => {
    const request = new Request(input, init);
    if (request.signal.aborted) throw abortError();
    const url = new URL(request.url);
    // Request encodes the body as fetch would send it (JSON text, multipart with its boundary).
    const payload = request.body ? Buffer.from(await request.arrayBuffer()) : undefined;
    const answer = app.inject({
      method: request.method as InjectOptions['method'],
      url: `${url.pathname}${url.search}`,
      headers: Object.fromEntries(request.headers),
      ...(payload ? { payload } : {}),
    });
    const response = await new Promise<Awaited<typeof answer>>((resolve, reject) => {
      const onAbort = () => reject(abortError());
      request.signal.addEventListener('abort', onAbort, { once: true });
      answer.then(resolve, reject).finally(() => request.signal.removeEventListener('abort', onAbort));
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(response.headers)) {
      if (value === undefined) continue;
      for (const one of Array.isArray(value) ? value : [String(value)]) headers.append(name, one);
    }
    const empty = response.statusCode === 204 || response.statusCode === 304 || request.method === 'HEAD';
    return new Response(empty ? null : new Uint8Array(response.rawPayload), { status: response.statusCode, headers });
  };
}

function abortError(): Error {
  return new DOMException('This operation was aborted', 'AbortError');
}
