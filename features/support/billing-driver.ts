import { CreditsStore } from '../../core/client/credits/credits-store.ts';
import { signedCredits } from '../../core/domain/billing/credits.ts';
import { planCardText } from '../../core/domain/billing/plan-card.ts';
import { activePlan, planRank } from '../../core/domain/billing/plan-status.ts';
import type { ServerPlan } from '../../core/domain/billing/billing.ts';
import type { AppAccess } from './app-access.ts';

/** A plan card of the Pricing screen, in its words. */
export interface PlanCard {
  name: string;
  /** "Free" or "$29.00 a month". */
  price: string;
  /** "5,000 credits a month". */
  allowance: string;
  current: boolean;
}

/** Pricing and the purchases of credit packs, driven through the CreditsStore its view-models use. */
export interface BillingDriver {
  /** Opens Pricing: the plans on offer load (GET /payments/plans). */
  openPricing(): Promise<void>;
  plans(): PlanCard[];
  /** Buys a credit pack by what it says: credits, bonus and price (the purchase call's body). */
  buyPack(credits: number, bonus: number, price: number): Promise<void>;
  /** The Credits screen's transaction list as it reads: "activity | -20" (newest first). */
  ledger(): string[];
  /** Whether the newest line of that list is the transaction the last purchase answered with. */
  newestLineIsLastPurchase(): boolean;
}

export class ClientBillingDriver implements BillingDriver {
  private lastPurchase: string | null = null;
  private offered: (ServerPlan & { credits: number; price: number; period_days: number })[] = [];

  constructor(private readonly app: AppAccess) {}

  async openPricing(): Promise<void> {
    this.offered = [];
    await this.app.attempt('/pricing', async () => {
      const list = await this.store().fetchPlans();
      // The Pricing screen lists them by rank (PricingViewModel.load).
      this.offered = [...(list.plans as typeof this.offered)].sort((a, b) => planRank(a.type) - planRank(b.type));
    });
  }

  plans(): PlanCard[] {
    // As the Pricing screen's cards print them (web/credits/pricing-screen.tsx); "Current" marks the active plan of highest rank.
    const current = activePlan(this.offered);
    return this.offered.map((p) => {
      const card = planCardText(p);
      return { name: p.name, price: card.per ? `${card.price} ${card.per}` : card.price, allowance: card.allowance, current: p.type === current?.type };
    });
  }

  async buyPack(credits: number, bonus: number, price: number): Promise<void> {
    this.lastPurchase = null;
    await this.app.attempt('/credits', async () => {
      this.lastPurchase = await this.store().purchase({ credits, bonus, price });
    });
  }

  newestLineIsLastPurchase(): boolean {
    return this.lastPurchase !== null && this.store().transactions[0]?.transaction_id === this.lastPurchase;
  }

  ledger(): string[] {
    // As the Credits screen's table prints a row's activity and credits (web/credits/credits-screen.tsx).
    return this.store().transactions.map((t) => `${t.activity} | ${signedCredits(t.transaction_type, t.credits)}`);
  }

  private store(): CreditsStore {
    return this.app.get(CreditsStore);
  }
}
