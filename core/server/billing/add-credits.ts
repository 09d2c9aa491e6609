import { inject, injectable } from 'inversify';
import { UnitOfWork } from '../ports/unit-of-work.ts';
import { CreditAccounts } from './credit-accounts.ts';
import { AuditTrail } from '../ports/audit-trail.ts';
import { requirePlatformAdmin } from '../admin/require-platform-admin.ts';
import { toCreditsView } from './billing-views.ts';
import { ServerError, ServerMessages } from '../errors.ts';
import type { Principal } from '../auth/principal.ts';
import type { ServerCredits } from '../../domain/billing.ts';

/**
 * Credits without a payment: only a system admin may add them (support admins read only), to the
 * organization named, and each addition is audited like the admin grant. Idempotent on the key.
 */
@injectable()
export class AddCredits {
  constructor(
    @inject(UnitOfWork) private readonly uow: UnitOfWork,
    @inject(CreditAccounts) private readonly accounts: CreditAccounts,
    @inject(AuditTrail) private readonly audit: AuditTrail,
  ) {}

  async execute(
    principal: Principal,
    command: { amount: number; description: string; org_id?: string },
    idempotencyKey?: string,
  ): Promise<ServerCredits & { transaction_id: string }> {
    requirePlatformAdmin(principal, 'write');
    const orgId = command.org_id || principal.orgId;
    if (!orgId) {
      throw new ServerError('VALIDATION.INVALID', ServerMessages.creditsTargetRequired, [
        { loc: ['body', 'org_id'], msg: ServerMessages.creditsTargetRequired, type: 'missing' },
      ]);
    }
    const reason = command.description.trim();
    const key = idempotencyKey ? `add:${idempotencyKey}` : null;
    const result = await this.uow.run(async (repos) => {
      if (!(await repos.organizations.findById(orgId))) throw new ServerError('ADMIN.NOT_FOUND', ServerMessages.adminTargetNotFound);
      await this.accounts.current(repos, orgId);
      const earlier = key ? await repos.ledger.findByIdempotencyKey(orgId, key) : null;
      if (earlier && earlier.credits !== command.amount) throw new ServerError('VALIDATION.INVALID', ServerMessages.idempotencyKeyReused);
      const row =
        earlier ??
        (await this.accounts.grant(repos, orgId, command.amount, {
          userId: principal.userId,
          feature: 'credit_addition',
          activity: reason || 'Credits added by a platform admin',
          idempotencyKey: key,
        }));
      const account = await this.accounts.current(repos, orgId);
      return { view: { ...toCreditsView(account), transaction_id: row.id }, replayed: earlier !== null };
    });
    if (!result.replayed) {
      await this.audit.record({ action: 'credits.added', actorId: principal.userId, orgId, target: result.view.transaction_id, details: { amount: command.amount, reason } });
    }
    return result.view;
  }
}
