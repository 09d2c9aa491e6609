import { actionBound, computed, makeObservable, observable, runInAction } from 'mobx';
import type { CreditsStore } from '../../core/client/credits/credits-store.ts';
import type { CreditPackOffer } from '../../core/domain/billing/billing.ts';
import { formatCreditsExact } from '../../core/domain/billing/credits.ts';
import { isOrgAdmin, type Role } from '../../core/domain/roles.ts';
import { LoadState, messageOf } from '../view-models/load-state.ts';
import { CreditsText } from './credits-text.ts';

/** A pack as the Buy credits section shows it. */
export interface PackRow {
  id: string;
  credits: string;
  bonus: string | null;
  price: string;
  buyLabel: string;
}

/**
 * Buying credit packs, on Credits and on Pricing: the server's catalogue, one Buy button each.
 * Owners and admins buy (the server's rule); members see the packs disabled with why. A purchase goes
 * through the payment provider as a plan change does: offline test mode settles at once (and says no real
 * payment was taken), Stripe sends the browser to Checkout. The CreditsStore's `buy` is the CLI's path too.
 */
export class CreditPacksViewModel {
  packs: CreditPackOffer[] = [];
  buying: string | null = null;
  buyError: string | null = null;
  /** After a settled purchase: what was added, and whether it ran in test mode. */
  bought: { credits: string; testMode: boolean } | null = null;
  /** Where the screen's load is: loading, its error, or ready. */
  readonly loadState = new LoadState();

  constructor(
    private readonly store: CreditsStore,
    private readonly session: { readonly role: Role | undefined },
    private readonly openCheckout: (url: string) => void,
    /** Told after a settled purchase (the Credits screen reloads its history). */
    private readonly onBought: () => void = () => undefined,
  ) {
    makeObservable(this, {
      packs: observable,
      buying: observable,
      buyError: observable,
      bought: observable,
      canBuy: computed,
      rows: computed,
      load: actionBound,
      buy: actionBound,
    });
  }

  /** The server lets owners and admins buy (requireBillingManager); the client asks the same rule. */
  get canBuy(): boolean {
    return isOrgAdmin(this.session.role);
  }

  get rows(): PackRow[] {
    return this.packs.map((p) => ({
      id: p.id,
      credits: CreditsText.packCredits(formatCreditsExact(p.credits)),
      bonus: p.bonus ? CreditsText.packBonus(formatCreditsExact(p.bonus)) : null,
      price: CreditsText.packPrice(p.price),
      buyLabel: CreditsText.packBuyLabel(formatCreditsExact(p.credits), CreditsText.packPrice(p.price)),
    }));
  }

  async load(): Promise<void> {
    await this.loadState.run(
      () => this.store.fetchCreditPacks(),
      (packs) => {
        this.packs = [...packs].sort((a, b) => a.credits - b.credits);
      },
    );
  }

  async buy(packId: string): Promise<void> {
    const pack = this.packs.find((p) => p.id === packId);
    if (!pack || this.buying || !this.canBuy) return;
    this.buying = pack.id;
    this.buyError = null;
    this.bought = null;
    try {
      // The body names the pack as the catalogue lists it; the server prices it.
      const result = await this.store.buy({ credits: pack.credits, bonus: pack.bonus, price: pack.price });
      if (result.status === 'pending' && result.checkout_url) {
        this.openCheckout(result.checkout_url);
        return;
      }
      runInAction(() => {
        this.bought = { credits: formatCreditsExact(result.credits_added), testMode: result.test_mode };
      });
      this.onBought();
    } catch (error) {
      runInAction(() => {
        this.buyError = messageOf(error);
      });
    } finally {
      runInAction(() => {
        this.buying = null;
      });
    }
  }
}
