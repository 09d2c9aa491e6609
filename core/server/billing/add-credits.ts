import { inject, injectable } from 'inversify';
import { UnitOfWork } from '../ports/unit-of-work.ts';
import { CreditAccounts } from './credit-accounts.ts';
import { AuditTrail } from '../ports/audit-trail.ts';
import { requireBillingManager } from './require-org.ts';
import { toCreditsView } from './billing-views.ts';
import type { Principal } from '../auth/principal.ts';
import type { ServerCredits } from '../../domain/billing.ts';

/** Org owners and admins add credits; idempotent on the key. */
@injectable()
export class AddCredits {
  constructor(
    @inject(UnitOfWork) private readonly uow: UnitOfWork,
    @inject(CreditAccounts) private readonly accounts: CreditAccounts,
    @inject(AuditTrail) private readonly audit: AuditTrail,
  ) {}

  async execute(principal: Principal, command: { amount: number; description: string }, idempotencyKey?: string): Promise<ServerCredits & { transaction_id: string }> {
    const orgId = requireBillingManager(principal);
    const result = await this.uow.run(async (repos) => {
      await this.accounts.current(repos, orgId);
      const earlier = idempotencyKey ? await repos.ledger.findByIdempotencyKey(orgId, idempotencyKey) : null;
      const row =
        earlier ??
        (await this.accounts.grant(repos, orgId, command.amount, {
          userId: principal.userId,
          feature: 'credit_addition',
          activity: command.description.trim() || 'Credits added',
          idempotencyKey: idempotencyKey ?? null,
        }));
      const account = await this.accounts.current(repos, orgId);
      return { ...toCreditsView(account), transaction_id: row.id };
    });
    await this.audit.record({ action: 'credits.added', actorId: principal.userId, orgId, target: result.transaction_id, details: { amount: command.amount } });
    return result;
  }
}
