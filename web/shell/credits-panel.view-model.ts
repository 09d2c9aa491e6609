import { actionBound, computed, makeObservable } from 'mobx';
import type { UserProfileStore } from '../../core/client/user/user-profile-store.ts';
import { gaugeReading, type GaugeReading } from '../../core/domain/billing/credits.ts';
import { isOrgAdmin, type Role } from '../../core/domain/roles.ts';
import { WebText } from '../text.ts';

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
    makeObservable(this, {
      visible: computed,
      reading: computed,
      amountText: computed,
      gaugeLabel: computed,
      error: computed,
      load: actionBound,
      pageShown: actionBound,
    });
  }

  get visible(): boolean {
    return isOrgAdmin(this.session.role);
  }

  get reading(): GaugeReading | null {
    const profile = this.profile.profile;
    return profile ? gaugeReading(profile.credits) : null;
  }

  /** The one reading of credits everywhere: used of the total, labelled ("120/500 credits used"). */
  get amountText(): string | null {
    return this.reading ? WebText.creditsUsed(this.reading.usedOfTotal) : null;
  }

  /**
   * The collapsed panel's gauge link and its tooltip: the percentage the ring shows (a link's name holds its visible
   * text, WCAG 2.5.3), the one reading, and the limit once it is reached (R-PLAN-07): "100% · 500/500 credits used ·
   * Credit limit reached", or near (R-PLAN-06): "80% · 400/500 credits used · Credits running low".
   */
  get gaugeLabel(): string | null {
    const reading = this.reading;
    if (!reading) return null;
    return [WebText.creditsPercent(reading.percent), WebText.creditsUsed(reading.usedOfTotal), ...(reading.overLimit ? [WebText.creditsOverLimit] : reading.nearLimit ? [WebText.creditsNearLimit] : [])].join(' · ');
  }

  get error(): string | null {
    return this.profile.error;
  }

  /** Loads the profile once when the shell shows (the store initializes once, spec 4.2); a retry forces it. */
  async load(options: { force?: boolean } = {}): Promise<void> {
    if (!this.visible) return;
    await this.profile.initialize(options).catch(() => undefined);
  }

  /** The page is shown again (the tab came back into view): the spec's background refresh, at most once a minute. */
  async pageShown(): Promise<void> {
    if (!this.visible) return;
    await this.profile.refreshWhenStale();
  }
}
