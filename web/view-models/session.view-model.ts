import { actionBound, computed, makeObservable, observable, runInAction } from 'mobx';
import type { AuthSession } from '../../core/client/auth/auth-session.ts';
import type { EventBus, Unsubscribe } from '../../core/client/ports/event-bus.port.ts';
import { AuthState } from '../../core/domain/auth/auth-state.ts';
import { navigationErrorForcesLogout, navigationForAuthEvent, type AuthNavigationEvent } from '../../core/domain/shell/navigation-policy.ts';
import { isOrgAdmin, isPlatformAdmin, type Role } from '../../core/domain/roles.ts';
import type { SessionUser } from '../../core/domain/auth/user.ts';
import type { Navigator } from './navigator.ts';

/**
 * The signed-in session as the screens see it: mirrors the core AuthSession's state and user into
 * observables, initializes it once, and follows the auth events to Login (spec 2.2).
 */
export class SessionViewModel {
  state: AuthState;
  user: SessionUser | null;
  private initializing: Promise<void> | null = null;
  private readonly subscriptions: Unsubscribe[] = [];

  constructor(
    private readonly auth: AuthSession,
    bus: EventBus,
    private readonly navigator: Navigator,
  ) {
    this.state = auth.state;
    this.user = auth.user;
    makeObservable<this, 'sync' | 'followAuthEvent'>(this, {
      state: observable,
      user: observable,
      isAuthenticated: computed,
      role: computed,
      isPlatformAdmin: computed,
      isOrgAdmin: computed,
      displayName: computed,
      email: computed,
      initials: computed,
      initialize: actionBound,
      logout: actionBound,
      handleNavigationError: actionBound,
      dispose: actionBound,
      sync: actionBound,
      followAuthEvent: actionBound,
    });
    this.subscriptions.push(
      bus.on('auth-state-changed', ({ state, previous }) => {
        this.sync();
        // Logout navigates on LOGOUT_COMPLETE, and the first check of stored tokens is no "becoming" unauthenticated.
        if (state === AuthState.UNAUTHENTICATED && previous !== AuthState.LOGGING_OUT && previous !== AuthState.INITIALIZING) {
          this.followAuthEvent('UNAUTHENTICATED');
        }
      }),
      bus.on('LOGIN_REQUIRED', () => this.followAuthEvent('LOGIN_REQUIRED')),
      bus.on('LOGOUT_COMPLETE', () => this.followAuthEvent('LOGOUT_COMPLETE')),
      bus.on('SESSION_EXPIRED', () => this.followAuthEvent('SESSION_EXPIRED')),
      bus.on('user-updated', () => this.sync()),
    );
  }

  /** Restores the session from stored tokens, once; the router waits for it before the first navigation. */
  initialize(): Promise<void> {
    this.initializing ??= this.auth.initialize().finally(() => this.sync());
    return this.initializing;
  }

  get isAuthenticated(): boolean {
    return this.state === AuthState.AUTHENTICATED;
  }

  get role(): Role | undefined {
    return this.user?.role;
  }

  get isPlatformAdmin(): boolean {
    return isPlatformAdmin(this.role);
  }

  /** Organization owners and admins: they manage agents, users and the organization. */
  get isOrgAdmin(): boolean {
    return isOrgAdmin(this.role);
  }

  get displayName(): string {
    return this.user?.name || this.user?.email || '';
  }

  get email(): string {
    return this.user?.email ?? '';
  }

  /** One or two letters for the avatar. */
  get initials(): string {
    const words = this.displayName.trim().split(/\s+/).filter(Boolean);
    return words.slice(0, 2).map((w) => w[0]!.toUpperCase()).join('');
  }

  async logout(): Promise<void> {
    await this.auth.logout();
    this.sync();
  }

  /** A page that failed to load with an error mentioning auth or 401 logs the user out (spec 2.2); says whether it did. */
  async handleNavigationError(error: unknown): Promise<boolean> {
    if (!this.isAuthenticated || !navigationErrorForcesLogout(error)) return false;
    await this.logout();
    return true;
  }

  dispose(): void {
    for (const off of this.subscriptions.splice(0)) off();
  }

  private sync(): void {
    runInAction(() => {
      this.state = this.auth.state;
      this.user = this.auth.user;
    });
  }

  private followAuthEvent(event: AuthNavigationEvent): void {
    const target = navigationForAuthEvent(event, this.navigator.pathname(), this.navigator.query());
    if (target !== null) this.navigator.navigate(target);
  }
}
