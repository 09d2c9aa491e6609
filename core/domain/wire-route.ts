/** The HTTP methods the API answers to. */
export type WireMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A route without path parameters. */
export type NoParams = Record<string, never>;

/** A request without a body. */
export type NoBody = undefined;

/**
 * One endpoint of the API as both sides see it: the server registers `pattern` (Fastify-style, `:name` segments),
 * the client fills it with `pathOf`, and the three types tie the client's call to the server's schemas.
 */
export interface WireRoute<Params, Body, Response> {
  readonly method: WireMethod;
  /** Relative to `/api/v1`, e.g. `/integrations/mcp-servers/:id`. */
  readonly pattern: string;
  /** Never set: carries the types, so a route's params, body and response cannot be mixed up with another's. */
  readonly wire?: { params: Params; body: Body; response: Response };
}

/** `wireRoute<Params, Body, Response>()('GET', '/path/:id')`: the types are spelled, the method and pattern inferred. */
export function wireRoute<Params extends Readonly<Record<string, string>>, Body, Response>() {
  return (method: WireMethod, pattern: string): WireRoute<Params, Body, Response> => ({ method, pattern });
}

/** The route's path with each `:name` segment replaced by its encoded parameter. */
export function pathOf<Params extends Readonly<Record<string, string>>>(route: WireRoute<Params, unknown, unknown>, params: Params): string {
  return route.pattern.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter "${name}" for ${route.method} ${route.pattern}`);
    return encodeURIComponent(value);
  });
}
