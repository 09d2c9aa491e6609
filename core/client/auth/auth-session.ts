import { inject, injectable } from 'inversify';
import { ApiClient } from '../api/api-client.ts';
import { AuthApi } from '../../domain/auth/auth-api.ts';
import { TokenStore } from './token-store.ts';
import { AuthState } from './auth-state.ts';
import { PrefetchRegistry, PREFETCH_WAIT_CAP_MS } from './prefetch-registry.ts';
import { StoragePort } from '../ports/storage.port.ts';
import { EventBus } from '../ports/event-bus.port.ts';
import { Clock, type TimerHandle } from '../ports/clock.port.ts';
import { SpacesService } from '../spaces/spaces-service.ts';
import { StoreRegistry } from '../stores/store-registry.ts';
import { ApiError } from '../../domain/api-error.ts';
import { Messages } from '../../domain/messages.ts';
import { StorageKeys } from '../../domain/storage-keys.ts';
import { isPlatformAdmin } from '../../domain/roles.ts';
import type {
  AccountUser,
  AuthTokens,
  LoginPayload,
  LoginResponse,
  RegisterPayload,
  RegisterResponse,
  SessionUser,
} from '../../domain/auth/user.ts';

/** The proactive refresh fires this long before the access token expires (spec 7.1). */
export const PROACTIVE_REFRESH_LEAD_MS = 5 * 60 * 1000;

/**
 * The authentication session (spec 4.1): the states and every transition, tokens, the signed-in
 * user, spaces initialisation, the user-switch cleanup and the proactive refresh.
 */
@injectable()
export class AuthSession {
  state: AuthState = AuthState.INITIALIZING;
  user: SessionUser | null = null;
  /** Last failure text of initialize/login/register, for the screens. */
  error: string | null = null;
  /** From `/me` when the server says (null: unknown); screens show a verification banner when false. */
  emailVerified: boolean | null = null;
  private refreshInFlight: Promise<boolean> | null = null;
  private refreshTimer: TimerHandle | null = null;
  private lastPrefetch: Promise<void> = Promise.resolve();
  /** The account `/me` answered when the session was restored, and when (see `recentAccount`). */
  private restoredAccount: { user: AccountUser; at: number } | null = null;

  constructor(
    @inject(ApiClient) private readonly api: ApiClient,
    @inject(TokenStore) private readonly tokens: TokenStore,
    @inject(StoragePort) private readonly storage: StoragePort,
    @inject(EventBus) private readonly bus: EventBus,
    @inject(SpacesService) private readonly spaces: SpacesService,
    // Every store of section 3 built so far is in the registry, ready for a user switch.
    @inject(StoreRegistry) private readonly stores: StoreRegistry,
    @inject(Clock) private readonly clock: Clock,
    @inject(PrefetchRegistry) private readonly prefetch: PrefetchRegistry,
  ) {
    this.api.setSessionHooks({
      refresh: () => this.refresh(),
      forceLogout: () => this.logout({ forced: true }),
      // Announced first, so the app goes to Login with the current path as its redirect (spec 2.2).
      unauthenticated: () => {
        this.bus.emit('LOGIN_REQUIRED', { reason: 'unauthorized' });
        this.setState(AuthState.UNAUTHENTICATED);
      },
    });
  }

  /**
   * The account `/me` answered when this session was restored, if that was at most `maxAgeMs` ago: the
   * profile's first load reads it instead of asking the server a second time on a page load.
   */
  recentAccount(maxAgeMs: number): AccountUser | null {
    const restored = this.restoredAccount;
    if (!restored || !this.user || restored.user.id !== this.user.id) return null;
    return this.clock.now() - restored.at <= maxAgeMs ? restored.user : null;
  }

  get isAuthenticated(): boolean {
    return this.state === AuthState.AUTHENTICATED;
  }

  /** The post-login prefetch, capped at 3 s (resolves when done or when the cap passes). */
  get prefetchSettled(): Promise<void> {
    return this.lastPrefetch;
  }

  /** Restores the session from stored tokens. */
  async initialize(): Promise<void> {
    this.setState(AuthState.INITIALIZING);
    if (!this.tokens.hasTokens()) {
      this.setState(AuthState.UNAUTHENTICATED);
      return;
    }
    const asked = this.user ? null : this.api.call(AuthApi.me, {}, undefined, { skipQueue: true });
    const spaces = asked ? this.spacesBesideMe() : null;
    try {
      if (asked) {
        const me = await asked;
        this.restoredAccount = { user: me, at: this.clock.now() };
        this.user = sessionUserOf(me);
        this.emailVerified = typeof me.email_verified === 'boolean' ? me.email_verified : null;
      }
      this.checkUserSwitch(this.user!);
      await this.initSpacesFor(this.user!, spaces);
      this.setState(AuthState.AUTHENTICATED);
      this.scheduleProactiveRefresh();
    } catch (error) {
      if (error instanceof ApiError && (error.code === 'NETWORK_ERROR' || error.code === 'TIMEOUT_ERROR')) {
        this.error = Messages.networkErrorDuringAuth;
      } else {
        this.tokens.clear();
        this.user = null;
      }
      this.setState(AuthState.UNAUTHENTICATED);
    }
  }

  async login(payload: LoginPayload): Promise<LoginResponse> {
    this.error = null;
    let response: LoginResponse;
    try {
      response = await this.api.call(AuthApi.login, {}, payload);
    } catch (error) {
      this.error = error instanceof Error && error.message ? error.message : Messages.loginFailed;
      // The server's body stays in `details`, so a form can tell e.g. an unverified address apart.
      throw new ApiError(this.error, error instanceof ApiError ? error.code : 'REQUEST_ERROR', error instanceof ApiError ? error.status : null, error instanceof ApiError ? error.details : undefined);
    }
    await this.completeSignIn(response, response.is_first_login);
    return response;
  }

  async register(payload: RegisterPayload): Promise<RegisterResponse> {
    this.error = null;
    let response: RegisterResponse;
    try {
      response = await this.api.call(AuthApi.register, {}, payload);
    } catch (error) {
      // Spec 8.1: the failure reads 'Registration failed'; the server's reasons stay in `details`
      // (`fieldProblemsOf`) so a form can show them beside their fields.
      const detail = error instanceof ApiError ? error.details : undefined;
      this.error = Messages.registrationFailed;
      throw new ApiError(this.error, error instanceof ApiError ? error.code : 'REQUEST_ERROR', error instanceof ApiError ? error.status : null, detail);
    }
    // A new account is a first sign-in: the welcome modal shows.
    await this.completeSignIn(response, true);
    return response;
  }

  /** The signed-in user as the server now has them (a changed name): the shell shows it at once (`user-updated`). */
  replaceUser(user: SessionUser): void {
    if (!this.user || this.user.id !== user.id) return;
    this.user = sessionUserOf(user);
    this.bus.emit('user-updated', { user: this.user });
  }

  /** Tells the server, clears local state, emits LOGOUT_COMPLETE (and SESSION_EXPIRED when forced). */
  async logout(options: { forced?: boolean } = {}): Promise<void> {
    if (this.state === AuthState.LOGGING_OUT) return;
    this.setState(AuthState.LOGGING_OUT);
    this.cancelProactiveRefresh();
    const refreshToken = this.tokens.refreshToken;
    if (refreshToken) {
      try {
        await this.api.call(AuthApi.logout, {}, { refresh_token: refreshToken }, { noRefresh: true });
      } catch {
        // The local session ends whatever the server says.
      }
    }
    this.tokens.clear();
    // No temporary auth data is kept (docs/DECISIONS.md C1); what an earlier build left goes with the session.
    this.storage.remove(StorageKeys.tempAuthData);
    this.user = null;
    this.restoredAccount = null;
    this.prefetch.stop();
    this.spaces.clear();
    this.api.setPlatformAdmin(false);
    this.bus.emit('LOGOUT_COMPLETE', {});
    if (options.forced) this.bus.emit('SESSION_EXPIRED', {});
    this.setState(AuthState.UNAUTHENTICATED);
  }

  /** One shared refresh at a time (REFRESHING, then AUTHENTICATED); a failed refresh forces a logout. */
  refresh(): Promise<boolean> {
    this.refreshInFlight ??= this.doRefresh().finally(() => {
      this.refreshInFlight = null;
    });
    return this.refreshInFlight;
  }

  private async doRefresh(): Promise<boolean> {
    const refreshToken = this.tokens.refreshToken;
    if (!refreshToken) {
      await this.logout({ forced: true });
      return false;
    }
    this.setState(AuthState.REFRESHING);
    try {
      const tokens = await this.api.call(AuthApi.refresh, {}, { refresh_token: refreshToken }, { noRefresh: true });
      this.tokens.save(tokens);
      this.setState(AuthState.AUTHENTICATED);
      this.scheduleProactiveRefresh();
      return true;
    } catch {
      await this.logout({ forced: true });
      return false;
    }
  }

  private async completeSignIn(response: { user: SessionUser } & AuthTokens, firstLogin: boolean): Promise<void> {
    this.tokens.save(response);
    this.restoredAccount = null;
    this.user = sessionUserOf(response.user);
    this.checkUserSwitch(response.user);
    try {
      await this.initSpacesFor(response.user);
    } catch {
      this.tokens.clear();
      this.user = null;
      this.error = Messages.failedToInitSpacesAfterLogin;
      this.setState(AuthState.UNAUTHENTICATED);
      throw new ApiError(this.error, 'REQUEST_ERROR');
    }
    this.storage.set(StorageKeys.lastUserId, response.user.id);
    if (firstLogin) this.storage.set(StorageKeys.welcomeModal, 'true');
    this.setState(AuthState.AUTHENTICATED);
    this.scheduleProactiveRefresh();
    this.lastPrefetch = this.startPrefetch();
  }

  /** Starts the background loads and resolves when they finish or after 3 s, whichever is first. */
  private startPrefetch(): Promise<void> {
    return new Promise<void>((resolve) => {
      const timer = this.clock.setTimeout(resolve, PREFETCH_WAIT_CAP_MS);
      void this.prefetch.start().then(() => {
        this.clock.clearTimeout(timer);
        resolve();
      });
    });
  }

  private async initSpacesFor(user: SessionUser, requested: Promise<unknown> | null = null): Promise<void> {
    const admin = isPlatformAdmin(user.role);
    this.api.setPlatformAdmin(admin);
    if (!admin) await this.spaces.initialize(requested ?? undefined);
  }

  /**
   * The spaces asked for beside `/me` rather than after it, one round trip less before the first signed-in
   * page, when the stored access token says its user is no platform admin (they have no spaces) and it is
   * still valid (an expired one would only add a refresh). They are applied after `/me`, and after the
   * user-switch check, as if asked for then; a platform admin's or a failed `/me` leaves them unused.
   */
  private spacesBesideMe(): Promise<unknown> | null {
    const expiry = this.tokens.accessTokenExpiry();
    const role = this.tokens.accessTokenRole();
    if (expiry === null || expiry <= this.clock.now() || role === null || isPlatformAdmin(role)) return null;
    const request = this.spaces.request();
    request.catch(() => undefined); // an unused request's failure is nobody's concern; a used one's is rethrown where it is awaited
    return request;
  }

  /** A different user than last time: every store and the stored space and user data are cleared. */
  private checkUserSwitch(user: SessionUser): void {
    const last = this.storage.get(StorageKeys.lastUserId);
    if (last !== null && last !== user.id) {
      this.stores.resetAll();
      this.storage.remove(StorageKeys.currentSpaceId);
      this.storage.remove(StorageKeys.tempAuthData);
      this.storage.remove(StorageKeys.welcomeModal);
    }
  }

  private scheduleProactiveRefresh(): void {
    this.cancelProactiveRefresh();
    const expiry = this.tokens.accessTokenExpiry();
    if (expiry === null) return;
    const delay = Math.max(0, expiry - PROACTIVE_REFRESH_LEAD_MS - this.clock.now());
    this.refreshTimer = this.clock.setTimeout(() => {
      this.refreshTimer = null;
      if (this.state === AuthState.AUTHENTICATED) void this.refresh();
    }, delay);
  }

  private cancelProactiveRefresh(): void {
    if (this.refreshTimer !== null) this.clock.clearTimeout(this.refreshTimer);
    this.refreshTimer = null;
  }

  private setState(state: AuthState): void {
    const previous = this.state;
    this.state = state;
    this.api.setAuthState(state);
    if (previous !== state) this.bus.emit('auth-state-changed', { state, previous });
  }
}

/** The session user exactly as spec section 3 has it: id, email, name, role, org_id. */
function sessionUserOf(raw: SessionUser): SessionUser {
  return { id: raw.id, email: raw.email, name: raw.name, role: raw.role, org_id: raw.org_id };
}
