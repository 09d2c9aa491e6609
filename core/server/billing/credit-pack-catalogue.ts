import type { ServiceIdentifier } from 'inversify';

/** A pack of credits on sale: what a purchase grants and what it costs (configuration, not code). */
export interface CreditPack {
  id: string;
  credits: number;
  bonus: number;
  priceCents: number;
}

/** The only packs a purchase may buy: the body names one, the server charges and grants what is listed here. */
export interface CreditPackCatalogue {
  packs: CreditPack[];
}
export const CreditPackCatalogue: ServiceIdentifier<CreditPackCatalogue> = Symbol.for('server.CreditPackCatalogue');

// The spec names no packs or prices (R-OPEN-13): larger packs carry a bonus and a lower price per credit.
export const DEFAULT_CREDIT_PACK_CATALOGUE: CreditPackCatalogue = {
  packs: [
    { id: 'credits_1000', credits: 1_000, bonus: 0, priceCents: 1_000 },
    { id: 'credits_5000', credits: 5_000, bonus: 500, priceCents: 4_500 },
    { id: 'credits_20000', credits: 20_000, bonus: 3_000, priceCents: 16_000 },
  ],
};

/** The pack's price in the currency's main unit, as the purchase body states it. */
export function packPrice(pack: CreditPack): number {
  return pack.priceCents / 100;
}
