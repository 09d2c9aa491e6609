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
import { isSpaceExemptPath } from '../../domain/space-context-rule.ts';

export interface RequestOptions {
  body?: unknown;
  signal?: AbortSignal;
  /** Do not try a token refresh on 401 (the no-refresh flag of spec 8.1). */
  noRefresh?: boolean;
  /** Send without the space-context requirement (platform admins and exempt paths). */
  skipSpaceCheck?: boolean;
  timeoutMs?: number;
}

/** Refreshes the session; resolves true when a new access token is stored. Registered by AuthSession. */
export type RefreshHandler = () => Promise<boolean>;

/**
 * The one way the client core talks to `/api/v1`: adds the headers of spec 7, enforces the
 * space-context rule, refreshes once on 401 and normalises every failure to an ApiError.
 */
@injectable()
export class ApiClient {
  /** The API client's own copy of the auth state (spec 4.1). */
  authState: AuthState = AuthState.UNAUTHENTICATED;
  private refreshHandler: RefreshHandler | null = null;
  private isPlatformAdmin = false;

  constructor(
    @inject(HttpPort) private readonly http: HttpPort,
    @inject(TokenStore) private readonly tokens: TokenStore,
    @inject(CurrentSpace) private readonly currentSpace: CurrentSpace,
    @inject(IdGenerator) private readonly ids: IdGenerator,
    @inject(Clock) private readonly clock: Clock,
    @inject(RouteProvider) private readonly route: RouteProvider,
    @inject(ApiConfig) private readonly config: ApiConfig,
  ) {}

  setAuthState(state: AuthState): void {
    this.authState = state;
  }

  setRefreshHandler(handler: RefreshHandler): void {
    this.refreshHandler = handler;
  }

  setPlatformAdmin(isAdmin: boolean): void {
    this.isPlatformAdmin = isAdmin;
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

  async request<T>(method: HttpMethod, path: string, options: RequestOptions = {}): Promise<T> {
    if (!options.skipSpaceCheck && !this.isPlatformAdmin && !isSpaceExemptPath(path) && !this.currentSpace.id) {
      throw new ApiError(Messages.spaceContextRequired(path), 'SPACE_CONTEXT_REQUIRED');
    }
    const first = await this.send(method, path, options);
    if (first.status !== 401 || options.noRefresh || path.includes('/integrations/ga4/') || isAuthCall(path)) {
      return this.unwrap<T>(first.status, first.body, path);
    }
    const refreshed = this.refreshHandler ? await this.refreshHandler() : false;
    if (!refreshed) return this.unwrap<T>(first.status, first.body, path);
    const retry = await this.send(method, path, options);
    return this.unwrap<T>(retry.status, retry.body, path);
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
    try {
      return await this.http.send({
        method,
        url: `${this.config.baseUrl}${API_PREFIX}${path}`,
        headers,
        body: options.body,
        signal: options.signal,
        timeoutMs: options.timeoutMs,
      });
    } catch (error) {
      throw toTransportApiError(error);
    }
  }

  private unwrap<T>(status: number, body: unknown, path: string): T {
    if (status >= 200 && status < 300) return body as T;
    throw mapHttpError(status, body, path);
  }
}

function isAuthCall(path: string): boolean {
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
