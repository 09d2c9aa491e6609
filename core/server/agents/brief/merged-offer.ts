import type { Offer } from './brief.ts';

/**
 * The offer a follow-up works with: what its own words give, and the earlier request's where they give nothing
 * ('make the third ad about the code' keeps the first request's deadline; a new code replaces the old one).
 */
export function mergedOffer(now: Offer, before: Offer | undefined): Offer {
  if (!before) return now;
  const terms = now.terms?.length ? now.terms : before.terms;
  return { discount: now.discount ?? before.discount, code: now.code ?? before.code, deadline: now.deadline ?? before.deadline, price: now.price ?? before.price, appliesTo: now.appliesTo ?? before.appliesTo, ...(terms ? { terms } : {}) };
}
