/** The HTTP methods the API answers to. */
export type WireMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A route without path parameters. */
export type NoParams = Record<string, never>;

/** A request without a body. */
export type NoBody = undefined;

/** A route's query string: absent values are left out. */
export type WireQuery = Readonly<Record<string, string | number | undefined>>;

/**
 * One endpoint of the API as both sides see it: the server registers `pattern` (Fastify-style, `:name` segments),
 * the client fills it with `pathOf`, and the three types tie the client's call to the server's schemas.
 */
export interface WireRoute<Params, Body, Response, Query extends WireQuery | undefined = undefined> {
  readonly method: WireMethod;
  /** Relative to `/api/v1`, e.g. `/integrations/mcp-servers/:id`. */
  readonly pattern: string;
  /** Never set: carries the types, so a route's params, body and response cannot be mixed up with another's. */
  readonly wire?: { params: Params; body: Body; response: Response; query: Query };
}

/** `wireRoute<Params, Body, Response>()('GET', '/path/:id')`: the types are spelled, the method and pattern given. */
export function wireRoute<Params extends Readonly<Record<string, string>>, Body, Response, Query extends WireQuery | undefined = undefined>() {
  return (method: WireMethod, pattern: string): WireRoute<Params, Body, Response, Query> => ({ method, pattern });
}

/**
 * One WebSocket endpoint as both sides see it: the server's socket routes register `pattern` (relative to `/api/v1`,
 * `:name` segments), the client opens the address `ApiClient.socketUrl` makes of it. The query is the socket's only
 * request: a browser's WebSocket sends no headers of ours.
 */
export interface SocketRoute<Params, Query extends WireQuery> {
  readonly pattern: string;
  /** Never set: carries the types. */
  readonly wire?: { params: Params; query: Query };
}

/** `socketRoute<Params, Query>()('/path/:id')`. */
export function socketRoute<Params extends Readonly<Record<string, string>>, Query extends WireQuery>() {
  return (pattern: string): SocketRoute<Params, Query> => ({ pattern });
}

/** The route's path with each `:name` segment replaced by its encoded parameter. */
export function pathOf<Params extends Readonly<Record<string, string>>>(
  route: { readonly pattern: string; readonly method?: WireMethod; readonly wire?: { params: Params } },
  params: Params,
): string {
  return route.pattern.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter "${name}" for ${route.method ?? 'WS'} ${route.pattern}`);
    return encodeURIComponent(value);
  });
}

/**
 * `?name=value&…` of the query's present values, in their order, each encoded like a path segment (a space is %20);
 * empty without any. An empty string is left out like an absent value: an empty filter asks for no filter.
 */
export function queryOf(query: WireQuery | undefined): string {
  const present = Object.entries(query ?? {}).filter((entry): entry is [string, string | number] => entry[1] !== undefined && entry[1] !== '');
  return present.length ? `?${present.map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(value)}`).join('&')}` : '';
}
