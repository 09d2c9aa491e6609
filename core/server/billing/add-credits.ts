import { inject, injectable } from 'inversify';
import { UnitOfWork, type Repositories } from '../ports/unit-of-work.ts';
import { CreditAccounts } from './credit-accounts.ts';
import { IdGenerator } from '../ports/id-generator.ts';
import { RequestKeys } from '../idempotency/request-keys.ts';
import { requirePlatformAdmin } from '../admin/require-platform-admin.ts';
import { toCreditsView } from './billing-views.ts';
import { ServerError, ServerMessages } from '../errors.ts';
import { BillingServerMessages } from './billing-server-messages.ts';
import type { Principal } from '../auth/principal.ts';
import type { ServerCredits } from '../../domain/billing/billing.ts';

type AddedCredits = ServerCredits & { transaction_id: string };

/**
 * Credits without a payment: only a system admin may add them (support admins read only), to the
 * organization named, and each addition is audited like the admin grant. Idempotent on the key
 * (RequestKeys), which belongs to the admin and the organization credited and commits with the grant and its audit entry.
 */
@injectable()
export class AddCredits {
  constructor(
    @inject(UnitOfWork) private readonly uow: UnitOfWork,
    @inject(CreditAccounts) private readonly accounts: CreditAccounts,
    @inject(RequestKeys) private readonly keys: RequestKeys,
    @inject(IdGenerator) private readonly ids: IdGenerator,
  ) {}

  async execute(principal: Principal, command: { amount: number; description: string; org_id?: string }, idempotencyKey?: string): Promise<AddedCredits> {
    requirePlatformAdmin(principal, 'write');
    const orgId = command.org_id || principal.orgId;
    if (!orgId) {
      throw new ServerError('VALIDATION.INVALID', BillingServerMessages.creditsTargetRequired, [
        { loc: ['body', 'org_id'], msg: BillingServerMessages.creditsTargetRequired, type: 'missing' },
      ]);
    }
    const reason = command.description.trim();
    const claim = idempotencyKey ? this.keys.claimFor({ orgId, userId: principal.userId }, idempotencyKey, this.ids.next(), { operation: 'credits.add', body: { ...command, org_id: orgId } }) : null;
    const result = await this.uow.run(async (repos) => {
      if (!(await repos.organizations.findById(orgId))) throw new ServerError('ADMIN.NOT_FOUND', ServerMessages.adminTargetNotFound);
      const earlier = claim ? await this.keys.claimWithin(repos, claim, (r, transactionId) => this.view(r, orgId, transactionId)) : null;
      if (earlier) return { view: earlier, replayed: true };
      await this.accounts.current(repos, orgId);
      const row = await this.accounts.grant(repos, orgId, command.amount, {
        userId: principal.userId,
        feature: 'credit_addition',
        activity: reason || 'Credits added by a platform admin',
      });
      if (claim) await this.keys.complete(repos, claim, row.id);
      await repos.auditLog.record({ action: 'credits.added', actorId: principal.userId, orgId, target: row.id, details: { amount: command.amount, reason } });
      return { view: await this.view(repos, orgId, row.id), replayed: false };
    }, { kind: 'money', orgId });
    return result.view;
  }

  private async view(repos: Repositories, orgId: string, transactionId: string): Promise<AddedCredits> {
    return { ...toCreditsView(await this.accounts.current(repos, orgId)), transaction_id: transactionId };
  }
}
