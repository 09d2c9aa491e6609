import { inject, injectable } from 'inversify';
import { ApiClient } from '../api/api-client.ts';
import { EventBus } from '../ports/event-bus.port.ts';
import { Clock } from '../ports/clock.port.ts';
import { ClientLog } from '../logging/client-log.ts';
import { AuthState } from '../auth/auth-state.ts';
import { storeError } from '../store-error.ts';
import { Messages } from '../../domain/messages.ts';
import { buildUserProfile, type UserProfile } from '../../domain/user-profile.ts';
import type { ServerCredits, ServerPlan } from '../../domain/billing.ts';
import type { SessionUser } from '../../domain/user.ts';

/** The signed-in user's profile with plan and credits (spec 4.2). */
@injectable()
export class UserProfileStore {
  profile: UserProfile | null = null;
  error: string | null = null;
  private initialized = false;

  constructor(
    @inject(ApiClient) private readonly api: ApiClient,
    @inject(EventBus) bus: EventBus,
    @inject(Clock) private readonly clock: Clock,
    @inject(ClientLog) private readonly log: ClientLog,
  ) {
    bus.on('auth-state-changed', ({ state }) => {
      if (state === AuthState.UNAUTHENTICATED || state === AuthState.LOGGING_OUT) this.clear();
    });
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
      this.profile = await this.load();
      this.initialized = true;
      this.error = null;
    } catch (error) {
      this.error = storeError(error, Messages.initUserProfileFailed).message;
      throw storeError(error, Messages.initUserProfileFailed);
    }
  }

  /** Reloads in the background; on failure the previous profile stays. */
  async refresh(): Promise<void> {
    if (this.api.authState !== AuthState.AUTHENTICATED) {
      this.log.log('warn', 'User profile: refresh skipped while unauthenticated');
      return;
    }
    try {
      this.profile = await this.load();
      this.error = null;
    } catch (error) {
      this.error = storeError(error, Messages.refreshUserDataFailed).message;
      this.log.log('error', this.error);
    }
  }

  clear(): void {
    this.profile = null;
    this.initialized = false;
    this.error = null;
  }

  private async load(): Promise<UserProfile> {
    const [user, plan, credits] = await Promise.all([
      this.api.get<SessionUser>('/me'),
      this.api.get<ServerPlan>('/billing/plan'),
      this.api.get<ServerCredits>('/billing/credits'),
    ]);
    return buildUserProfile(user, plan, credits, this.clock.now());
  }
}
