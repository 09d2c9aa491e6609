import { makeAutoObservable } from 'mobx';
import type { UserProfileStore } from '../../core/client/user/user-profile-store.ts';
import { gaugeReading, type GaugeReading } from '../../core/domain/credits.ts';
import { isOrgAdmin, type Role } from '../../core/domain/roles.ts';

/**
 * The credits panel at the bottom of the sidebar (spec 2.3): org owners and org admins only. It reads the
 * user profile (spec 4.2), whose balance is the credits store's: a charge, a refund or a purchase moves
 * the gauge at once, with no reload on navigation.
 */
export class CreditsPanelViewModel {
  constructor(
    private readonly profile: UserProfileStore,
    private readonly session: { readonly role: Role | undefined },
  ) {
    makeAutoObservable<this, 'profile' | 'session'>(this, { profile: false, session: false }, { autoBind: true });
  }

  get visible(): boolean {
    return isOrgAdmin(this.session.role);
  }

  get reading(): GaugeReading | null {
    const profile = this.profile.profile;
    return profile ? gaugeReading(profile.credits) : null;
  }

  get error(): string | null {
    return this.profile.error;
  }

  /** Loads the profile once when the shell shows (the store initializes once, spec 4.2); a retry forces it. */
  async load(options: { force?: boolean } = {}): Promise<void> {
    if (!this.visible) return;
    await this.profile.initialize(options).catch(() => undefined);
  }
}
