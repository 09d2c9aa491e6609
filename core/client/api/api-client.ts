import { inject, injectable } from 'inversify';
import { HttpPort, HttpTransportError, type HttpMethod } from '../ports/http.port.ts';
import { Clock } from '../ports/clock.port.ts';
import { IdGenerator } from '../ports/id-generator.port.ts';
import { RouteProvider } from '../ports/client-context.port.ts';
import { TokenStore } from '../auth/token-store.ts';
import { CurrentSpace } from '../spaces/current-space.ts';
import { ApiConfig, API_PREFIX } from './api-config.ts';
import { AuthState } from '../auth/auth-state.ts';
import { ApiError } from '../../domain/api-error.ts';
import { mapHttpError } from '../../domain/api-error-mapping.ts';
import { Messages } from '../../domain/messages.ts';
import { isSpaceExemptPath } from '../../domain/spaces/space-context-rule.ts';
import { pathOf, queryOf, type SocketRoute, type WireQuery, type WireRoute } from '../../domain/wire-route.ts';

export interface RequestOptions {
  body?: unknown;
  signal?: AbortSignal;
  /** Do not try a token refresh on 401; the session becomes UNAUTHENTICATED instead (spec 8.1). */
  noRefresh?: boolean;
  /** Send at once even while not AUTHENTICATED (GET /me, GET /spaces/, the auth calls). */
  skipQueue?: boolean;
  /** Send without the space-context requirement. */
  skipSpaceCheck?: boolean;
  timeoutMs?: number;
  /** Sent as Idempotency-Key: the server answers a retry with the first answer (purchases). */
  idempotencyKey?: string;
}

/** A contract call's options: a request's, and the route's query string. */
export interface CallOptions<Query extends WireQuery | undefined> extends RequestOptions {
  query?: Query;
}

/** Callbacks the session registers, so the client can refresh and end the session without importing it. */
export interface SessionHooks {
  /** Refreshes the tokens; resolves true when a new access token is stored. */
  refresh(): Promise<boolean>;
  /** Ends the session as expired (forced logout). */
  forceLogout(): Promise<void>;
  /** A 401 on a no-refresh request: the session is no longer authenticated (and LOGIN_REQUIRED is announced). */
  unauthenticated(): void;
}

/** Consecutive refreshes allowed before the session is ended (spec 7.1). */
export const MAX_CONSECUTIVE_REFRESHES = 3;

interface QueuedRequest {
  run(): void;
  reject(error: ApiError): void;
}

const AUTH_CALLS = ['/login', '/register', '/refresh', '/logout', '/me'];

/**
 * The one way the client core talks to `/api/v1` (spec 7, 8.1): adds the headers, enforces the
 * space-context rule, queues requests until the session is AUTHENTICATED, cancels them on logout,
 * refreshes once on 401 (one shared refresh, at most 3 in a row) and normalises every failure.
 */
@injectable()
export class ApiClient {
  /** The API client's own copy of the auth state (spec 4.1): starts UNAUTHENTICATED. */
  authState: AuthState = AuthState.UNAUTHENTICATED;
  private hooks: SessionHooks | null = null;
  private isPlatformAdmin = false;
  private queue: QueuedRequest[] = [];
  private readonly inFlight = new Set<AbortController>();
  private consecutiveRefreshes = 0;

  constructor(
    @inject(HttpPort) private readonly http: HttpPort,
    @inject(TokenStore) private readonly tokens: TokenStore,
    @inject(CurrentSpace) private readonly currentSpace: CurrentSpace,
    @inject(IdGenerator) private readonly ids: IdGenerator,
    @inject(Clock) private readonly clock: Clock,
    @inject(RouteProvider) private readonly route: RouteProvider,
    @inject(ApiConfig) private readonly config: ApiConfig,
  ) {}

  /** Follows the session's state: AUTHENTICATED flushes the queue, LOGGING_OUT cancels everything. */
  setAuthState(state: AuthState): void {
    this.authState = state;
    if (state === AuthState.AUTHENTICATED) {
      const queued = this.queue;
      this.queue = [];
      for (const q of queued) q.run();
    } else if (state === AuthState.LOGGING_OUT) {
      const queued = this.queue;
      this.queue = [];
      for (const q of queued) q.reject(new ApiError(Messages.requestCancelledDueToLogout, 'LOGGED_OUT'));
      for (const controller of this.inFlight) controller.abort('logout');
      this.inFlight.clear();
    }
  }

  setSessionHooks(hooks: SessionHooks): void {
    this.hooks = hooks;
  }

  setPlatformAdmin(isAdmin: boolean): void {
    this.isPlatformAdmin = isAdmin;
  }

  get queuedCount(): number {
    return this.queue.length;
  }

  get<T>(path: string, options: RequestOptions = {}): Promise<T> {
    return this.request<T>('GET', path, options);
  }

  post<T>(path: string, body?: unknown, options: RequestOptions = {}): Promise<T> {
    return this.request<T>('POST', path, { ...options, body });
  }

  put<T>(path: string, body?: unknown, options: RequestOptions = {}): Promise<T> {
    return this.request<T>('PUT', path, { ...options, body });
  }

  delete<T>(path: string, options: RequestOptions = {}): Promise<T> {
    return this.request<T>('DELETE', path, options);
  }

  /** Calls a route of a feature's contract: its path filled from `params`, its body and answer typed by the contract. */
  call<Params extends Readonly<Record<string, string>>, Body, Response, Query extends WireQuery | undefined = undefined>(
    route: WireRoute<Params, Body, Response, Query>,
    params: Params,
    body?: Body,
    options: CallOptions<Query> = {},
  ): Promise<Response> {
    const { query, ...request } = options;
    return this.request<Response>(route.method, `${pathOf(route, params)}${queryOf(query)}`, body === undefined ? request : { ...request, body });
  }

  /**
   * The address of a WebSocket route on the API host (ws for http, wss for https; the page's own origin when the API
   * has no host of its own), with the access token in the query: a browser's socket sends no Authorization header.
   */
  socketUrl<Params extends Readonly<Record<string, string>>, Query extends WireQuery & { token: string }>(
    route: SocketRoute<Params, Query>,
    params: Params,
    query: Omit<Query, 'token'>,
  ): string {
    const base = (this.config.baseUrl || this.config.pageOrigin || '').replace(/^http(s?):\/\//, 'ws$1://');
    return `${base}${API_PREFIX}${pathOf(route, params)}${queryOf({ token: this.tokens.accessToken ?? '', ...query })}`;
  }

  async request<T>(method: HttpMethod, path: string, options: RequestOptions = {}): Promise<T> {
    const immediate = options.skipQueue || AUTH_CALLS.some((p) => path.startsWith(p));
    if (!immediate && this.authState !== AuthState.AUTHENTICATED) {
      if (this.authState === AuthState.LOGGING_OUT) {
        throw new ApiError(Messages.requestCancelledDueToLogout, 'LOGGED_OUT');
      }
      await new Promise<void>((resolve, reject) => this.queue.push({ run: resolve, reject }));
    }
    if (!options.skipSpaceCheck && !this.isPlatformAdmin && !isSpaceExemptPath(path) && !this.currentSpace.id) {
      throw new ApiError(Messages.spaceContextRequired(path), 'SPACE_CONTEXT_REQUIRED');
    }
    return this.sendWithRefresh<T>(method, path, options, false);
  }

  private async sendWithRefresh<T>(method: HttpMethod, path: string, options: RequestOptions, retried: boolean): Promise<T> {
    const response = await this.send(method, path, options);
    if (response.status !== 401) {
      // Only a real call succeeding ends a run of refreshes (the refresh call itself does not).
      if (response.status < 400 && !isRefreshOrLogin(path)) this.consecutiveRefreshes = 0;
      return this.unwrap<T>(response.status, response.body, path);
    }
    const error = mapHttpError(401, response.body, path);
    // A GA4 token expiry is the integration's problem, not the session's.
    if (path.includes('/integrations/ga4/')) throw error;
    // A request that must not refresh (the refresh call itself) ends the session: sign in again (spec 8.1).
    // While logging out, the logout carries on by itself.
    if (options.noRefresh && this.authState !== AuthState.LOGGING_OUT) {
      this.setAuthState(AuthState.UNAUTHENTICATED);
      this.hooks?.unauthenticated();
      throw error;
    }
    if (isRefreshOrLogin(path)) throw error;
    if (retried || this.authState === AuthState.LOGGING_OUT || this.consecutiveRefreshes >= MAX_CONSECUTIVE_REFRESHES) {
      await this.hooks?.forceLogout();
      throw error;
    }
    this.consecutiveRefreshes += 1;
    const refreshed = this.hooks ? await this.hooks.refresh() : false;
    if (!refreshed) throw error;
    return this.sendWithRefresh<T>(method, path, options, true);
  }

  private async send(method: HttpMethod, path: string, options: RequestOptions) {
    const headers: Record<string, string> = {
      'X-Request-ID': this.ids.next(),
      'X-Client-Route': this.route.currentRoute(),
      'X-Client-Timestamp': new Date(this.clock.now()).toISOString(),
    };
    const token = this.tokens.accessToken;
    if (token) headers.Authorization = `Bearer ${token}`;
    if (this.currentSpace.id) headers['X-Space-ID'] = this.currentSpace.id;
    if (options.idempotencyKey) headers['Idempotency-Key'] = options.idempotencyKey;
    const controller = new AbortController();
    const abortFromCaller = () => controller.abort(options.signal?.reason);
    options.signal?.addEventListener('abort', abortFromCaller, { once: true });
    if (options.signal?.aborted) controller.abort(options.signal.reason);
    this.inFlight.add(controller);
    try {
      return await this.http.send({
        method,
        url: `${this.config.baseUrl}${API_PREFIX}${path}`,
        headers,
        body: options.body,
        signal: controller.signal,
        timeoutMs: options.timeoutMs,
      });
    } catch (error) {
      if (controller.signal.reason === 'logout') throw new ApiError(Messages.loggedOut, 'LOGGED_OUT');
      throw toTransportApiError(error);
    } finally {
      this.inFlight.delete(controller);
      options.signal?.removeEventListener('abort', abortFromCaller);
    }
  }

  private unwrap<T>(status: number, body: unknown, path: string): T {
    if (status >= 200 && status < 300) return body as T;
    throw mapHttpError(status, body, path);
  }
}

function isRefreshOrLogin(path: string): boolean {
  return ['/login', '/register', '/refresh', '/logout'].some((p) => path.startsWith(p));
}

function toTransportApiError(error: unknown): ApiError {
  if (error instanceof HttpTransportError) {
    switch (error.failure) {
      case 'timeout':
        return new ApiError(Messages.timeout, 'TIMEOUT_ERROR');
      case 'aborted':
        return new ApiError(Messages.cancelled, 'CANCELLED');
      case 'network':
        return new ApiError(Messages.network, 'NETWORK_ERROR');
    }
  }
  return new ApiError(error instanceof Error ? error.message : String(error), 'REQUEST_ERROR');
}
