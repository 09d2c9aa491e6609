import { inject, injectable } from 'inversify';
import { UnitOfWork } from '../ports/unit-of-work.ts';
import { CreditAccounts } from './credit-accounts.ts';
import { AuditTrail } from '../ports/audit-trail.ts';
import { requireBillingManager } from './require-org.ts';
import type { Principal } from '../auth/principal.ts';

/**
 * Buys credits. Until a payment provider is configured the offline provider completes the purchase
 * at once and says so (`test_mode: true`); credits are granted exactly once per idempotency key.
 */
@injectable()
export class PurchaseCredits {
  constructor(
    @inject(UnitOfWork) private readonly uow: UnitOfWork,
    @inject(CreditAccounts) private readonly accounts: CreditAccounts,
    @inject(AuditTrail) private readonly audit: AuditTrail,
  ) {}

  async execute(
    principal: Principal,
    command: { credits: number; bonus: number; price: number },
    idempotencyKey?: string,
  ): Promise<{ transaction_id: string; credits_added: number; test_mode: boolean }> {
    const orgId = requireBillingManager(principal);
    const result = await this.uow.run(async (repos) => {
      await this.accounts.current(repos, orgId);
      const earlier = idempotencyKey ? await repos.ledger.findByIdempotencyKey(orgId, idempotencyKey) : null;
      const amount = command.credits + command.bonus;
      const row =
        earlier ??
        (await this.accounts.grant(repos, orgId, amount, {
          userId: principal.userId,
          feature: 'credit_purchase',
          activity: `Purchased ${command.credits} credits${command.bonus ? ` + ${command.bonus} bonus` : ''}`,
          activityDetails: { price: command.price, credits: command.credits, bonus: command.bonus, provider: 'offline-test-mode' },
          idempotencyKey: idempotencyKey ?? null,
        }));
      return { transaction_id: row.id, credits_added: row.credits, test_mode: true };
    });
    await this.audit.record({ action: 'credits.purchased', actorId: principal.userId, orgId, target: result.transaction_id, details: { ...command } });
    return result;
  }
}
