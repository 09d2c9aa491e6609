import type { ServiceIdentifier } from 'inversify';

/** A plan on offer: credits per period and price (configuration, not code). */
export interface PlanOffer {
  type: string;
  name: string;
  creditsPerPeriod: number;
  priceCents: number;
  periodDays: number;
  /** What the plan offers besides its credits, in words, as the plan cards list it (the server is the source of truth; the card states the credits itself). */
  features: string[];
}

export interface PlanCatalogue {
  plans: PlanOffer[];
  defaultPlan: string;
}
export const PlanCatalogue: ServiceIdentifier<PlanCatalogue> = Symbol.for('server.PlanCatalogue');

export const DEFAULT_PLAN_CATALOGUE: PlanCatalogue = {
  defaultPlan: 'free',
  plans: [
    {
      type: 'free',
      name: 'Free Plan',
      creditsPerPeriod: 500,
      priceCents: 0,
      periodDays: 30,
      features: ['All AI agents', 'Knowledge base', 'Community support'],
    },
    {
      type: 'pro',
      name: 'Pro',
      creditsPerPeriod: 5_000,
      priceCents: 2_900,
      periodDays: 30,
      features: ['All AI agents', 'Knowledge base and brand voice', 'Purchased credits carry over on plan changes', 'Email support'],
    },
    {
      type: 'professional',
      name: 'Professional',
      creditsPerPeriod: 20_000,
      priceCents: 9_900,
      periodDays: 30,
      features: ['All AI agents', 'Knowledge base and brand voice', 'Purchased credits carry over on plan changes', 'Priority support'],
    },
    {
      type: 'enterprise',
      name: 'Enterprise',
      creditsPerPeriod: 100_000,
      priceCents: 49_900,
      periodDays: 30,
      features: ['All AI agents', 'Knowledge base and brand voice', 'Purchased credits carry over on plan changes', 'Dedicated support'],
    },
  ],
};

export function findOffer(catalogue: PlanCatalogue, type: string): PlanOffer | undefined {
  return catalogue.plans.find((p) => p.type === type);
}
