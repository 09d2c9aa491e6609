import type { HttpRequest, HttpResponse } from '../../core/client/ports/http.port.ts';
import { ServerMessages } from '../../core/server/errors.ts';
import { DEFAULT_PLAN_CATALOGUE } from '../../core/server/billing/plan-catalogue.ts';
import { DEFAULT_CREDIT_PACK_CATALOGUE, packPrice } from '../../core/server/billing/credit-pack-catalogue.ts';
import { isOrgAdmin, type Role } from '../../core/domain/roles.ts';
import { reply } from './fake-reply.ts';

/** The part of the fake server's ledger a purchase and the plan list touch. */
export interface FakeLedgerAccess {
  planOf(orgId: string): { type: string; daysLeft: number; expiresAt: string };
  /** Adds credits with their ledger row; returns the row's id. */
  grant(orgId: string, credits: number, feature: string, activity: string): string;
}


/**
 * The plans on offer, the credit packs and their purchase (spec 7.2) as the real server answers them
 * with no payment provider configured: offline test mode, where a purchase settles at once.
 */
export class FakeBillingBackend {
  constructor(private readonly ledger: FakeLedgerAccess) {}

  handles(path: string): boolean {
    return path === '/payments/plans' || path === '/billing/credits/packs' || path === '/billing/credits/purchase';
  }

  handle(request: HttpRequest, path: string, user: { org_id: string; role: Role }): HttpResponse {
    const route = `${request.method} ${path}`;
    if (route === 'GET /payments/plans') return this.plans(user.org_id);
    if (route === 'GET /billing/credits/packs') {
      return reply(200, { packs: DEFAULT_CREDIT_PACK_CATALOGUE.packs.map((p) => ({ id: p.id, credits: p.credits, bonus: p.bonus, price: packPrice(p) })) });
    }
    if (route === 'POST /billing/credits/purchase') return this.purchase(user, (request.body ?? {}) as Record<string, unknown>);
    return reply(404, { detail: 'Not Found' });
  }

  /** The catalogue with the organization's plan marked active (GetBillingOverview.plans). */
  private plans(orgId: string): HttpResponse {
    const current = this.ledger.planOf(orgId);
    const plans = DEFAULT_PLAN_CATALOGUE.plans.map((offer) => {
      const isCurrent = offer.type === current.type;
      return {
        id: `plan_${offer.type}`, type: offer.type, name: offer.name, is_active: isCurrent,
        days_left: isCurrent ? current.daysLeft : null, expires_at: isCurrent ? current.expiresAt : null,
        credits: offer.creditsPerPeriod, price: offer.priceCents / 100, period_days: offer.periodDays,
      };
    });
    return reply(200, { plans, total_plans: plans.length, active_plans: plans.filter((p) => p.is_active).length });
  }

  /** PurchaseCredits with the offline provider: the body must name a pack exactly; the grant is the catalogue's. */
  private purchase(user: { org_id: string; role: Role }, body: Record<string, unknown>): HttpResponse {
    if (!isOrgAdmin(user.role)) return reply(403, { detail: ServerMessages.billingManagersOnly });
    const credits = Number(body.credits);
    const bonus = Number(body.bonus ?? 0);
    const price = Number(body.price);
    const packs = DEFAULT_CREDIT_PACK_CATALOGUE.packs;
    const pack = packs.find((p) => p.credits === credits && p.bonus === bonus && packPrice(p) === price);
    if (!pack) {
      const near = packs.find((p) => p.credits === credits);
      const problems: { loc: string[]; msg: string; type: string }[] = [];
      if (!near) problems.push({ loc: ['body', 'credits'], msg: ServerMessages.noCreditPack(credits), type: 'value_error' });
      else {
        if (near.bonus !== bonus) problems.push({ loc: ['body', 'bonus'], msg: ServerMessages.packBonusIs(near.bonus), type: 'value_error' });
        if (packPrice(near) !== price) problems.push({ loc: ['body', 'price'], msg: ServerMessages.packPriceIs(packPrice(near)), type: 'value_error' });
      }
      return reply(422, { detail: problems });
    }
    const id = this.ledger.grant(user.org_id, pack.credits + pack.bonus, 'credit_purchase', `Purchased ${pack.credits} credits${pack.bonus ? ` + ${pack.bonus} bonus` : ''}`);
    return reply(200, { transaction_id: id, credits_added: pack.credits + pack.bonus, test_mode: true, status: 'completed', checkout_url: null });
  }
}

