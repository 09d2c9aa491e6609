import type { ServiceIdentifier } from 'inversify';

/** A plan on offer: credits per period and price (configuration, not code). */
export interface PlanOffer {
  type: string;
  name: string;
  creditsPerPeriod: number;
  priceCents: number;
  periodDays: number;
}

export interface PlanCatalogue {
  plans: PlanOffer[];
  defaultPlan: string;
}
export const PlanCatalogue: ServiceIdentifier<PlanCatalogue> = Symbol.for('server.PlanCatalogue');

export const DEFAULT_PLAN_CATALOGUE: PlanCatalogue = {
  defaultPlan: 'free',
  plans: [
    { type: 'free', name: 'Free Plan', creditsPerPeriod: 500, priceCents: 0, periodDays: 30 },
    { type: 'pro', name: 'Pro', creditsPerPeriod: 5_000, priceCents: 2_900, periodDays: 30 },
    { type: 'professional', name: 'Professional', creditsPerPeriod: 20_000, priceCents: 9_900, periodDays: 30 },
    { type: 'enterprise', name: 'Enterprise', creditsPerPeriod: 100_000, priceCents: 49_900, periodDays: 30 },
  ],
};

export function findOffer(catalogue: PlanCatalogue, type: string): PlanOffer | undefined {
  return catalogue.plans.find((p) => p.type === type);
}
