import { inject, injectable } from 'inversify';
import { action, computed, makeObservable, observable, observableRef, runInAction } from 'mobx';
import { ApiClient } from '../api/api-client.ts';
import { AuthApi } from '../../domain/auth/auth-api.ts';
import { EventBus } from '../ports/event-bus.port.ts';
import { Clock } from '../ports/clock.port.ts';
import { ClientLog } from '../logging/client-log.ts';
import { AuthState } from '../auth/auth-state.ts';
import { CreditsStore } from '../credits/credits-store.ts';
import { AuthSession } from '../auth/auth-session.ts';
import { storeError } from '../store-error.ts';
import { Messages } from '../../domain/messages.ts';
import { buildUserProfile, type UserProfile } from '../../domain/auth/user-profile.ts';
import type { SessionUser } from '../../domain/auth/user.ts';

/** The background refresh (spec 4.2) reloads a profile at most this often. */
export const PROFILE_REFRESH_INTERVAL_MS = 60_000;

/**
 * The signed-in user's profile with plan and credits (spec 3, 4.2), as the shell shows it. The plan and
 * the balance are the credits store's, so the profile follows every charge, refund or purchase at once;
 * this store adds the user and the rules of 4.2 (initialize once, cleared when signed out, a failed
 * background refresh keeps what was shown).
 */
@injectable()
export class UserProfileStore {
  private user: SessionUser | null = null;
  private fetchedAt = 0;
  error: string | null = null;
  private initialized = false;
  private refreshing: Promise<void> | null = null;

  constructor(
    @inject(ApiClient) private readonly api: ApiClient,
    @inject(CreditsStore) private readonly credits: CreditsStore,
    @inject(EventBus) bus: EventBus,
    @inject(Clock) private readonly clock: Clock,
    @inject(ClientLog) private readonly log: ClientLog,
    @inject(AuthSession) private readonly session: AuthSession,
  ) {
    makeObservable<this, 'user' | 'fetchedAt' | 'initialized'>(this, {
      user: observableRef,
      fetchedAt: observable,
      error: observable,
      initialized: observable,
      profile: computed,
      clear: action,
    });
    bus.on('auth-state-changed', ({ state }) => {
      if (state === AuthState.UNAUTHENTICATED || state === AuthState.LOGGING_OUT) this.clear();
    });
    // A name changed in Settings shows at once wherever the profile does.
    bus.on('user-updated', ({ user }) => {
      if (this.user?.id === user.id) runInAction(() => (this.user = { ...this.user!, ...user }));
    });
  }

  /** The profile of spec section 3, or null before the first load and after sign-out. */
  get profile(): UserProfile | null {
    if (!this.user) return null;
    return buildUserProfile(this.user, this.credits.plan, this.credits.credits, this.fetchedAt);
  }

  get isInitialized(): boolean {
    return this.initialized;
  }

  /** Loads user, plan and credits together, once, unless forced. */
  async initialize(options: { force?: boolean } = {}): Promise<void> {
    if (this.api.authState !== AuthState.AUTHENTICATED) {
      this.log.log('warn', 'User profile: initialize skipped while unauthenticated');
      return;
    }
    if (this.initialized && !options.force) return;
    try {
      // A first load shares what the page load has just asked for; a forced one asks again.
      await this.load(options.force ? 'ask' : 'share');
      runInAction(() => {
        this.initialized = true;
        this.error = null;
      });
    } catch (error) {
      const failure = storeError(error, Messages.initUserProfileFailed);
      runInAction(() => (this.error = failure.message));
      throw failure;
    }
  }

  /** Reloads in the background; on failure the previous profile stays. */
  async refresh(): Promise<void> {
    if (this.api.authState !== AuthState.AUTHENTICATED) {
      this.log.log('warn', 'User profile: refresh skipped while unauthenticated');
      return;
    }
    try {
      await this.load();
      runInAction(() => (this.error = null));
    } catch (error) {
      const message = storeError(error, Messages.refreshUserDataFailed).message;
      runInAction(() => (this.error = message));
      this.log.log('error', message);
    }
  }

  /**
   * The shell's background refresh (spec 4.2), run when the page is shown again: reloads a profile that was
   * loaded and is older than a minute, so plan and credits changed elsewhere (another tab, a colleague's
   * purchase) show without a reload. A refresh already out is joined; a failed one keeps what was shown.
   */
  refreshWhenStale(): Promise<void> {
    if (this.refreshing) return this.refreshing;
    if (!this.initialized || this.clock.now() - this.fetchedAt < PROFILE_REFRESH_INTERVAL_MS) return Promise.resolve();
    this.refreshing = this.refresh().finally(() => (this.refreshing = null));
    return this.refreshing;
  }

  clear(): void {
    this.user = null;
    this.initialized = false;
    this.error = null;
  }

  /**
   * User, plan and credits in one go (spec 4.2); a part that fails leaves what was shown of it. Shared, the user
   * the session restored a moment ago, and a plan or balance a screen asked for a moment ago, are not asked again.
   */
  private async load(mode: 'share' | 'ask' = 'ask'): Promise<void> {
    const share = mode === 'share';
    const [user] = await Promise.all([
      (share ? this.session.recentAccount(PROFILE_REFRESH_INTERVAL_MS) : null) ?? this.api.call(AuthApi.me, {}),
      share ? this.credits.loadPlan() : this.credits.fetchPlan(),
      share ? this.credits.loadCredits() : this.credits.fetchCredits(),
    ]);
    runInAction(() => {
      this.user = user;
      this.fetchedAt = this.clock.now();
    });
  }
}
