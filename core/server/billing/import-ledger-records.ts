import { inject, injectable } from 'inversify';
import { UnitOfWork, type Repositories } from '../ports/unit-of-work.ts';
import { CreditAccounts } from './credit-accounts.ts';
import { requirePlatformAdmin } from '../admin/require-platform-admin.ts';
import { toTransactionView } from './billing-views.ts';
import { ServerError } from '../errors.ts';
import { BillingServerMessages } from './billing-server-messages.ts';
import { resolveFeatureType } from '../../domain/agents/agent-cost.ts';
import type { Principal } from '../auth/principal.ts';
import type { CreditTransaction } from '../../domain/billing/billing.ts';

export interface ImportedTransaction {
  org_id: string;
  credits: number;
  transaction_type: 'debit' | 'credit';
  feature: string;
  activity: string;
  agent_name?: string;
  mode?: string;
  base_credits?: number;
  activity_details?: unknown;
  related_to?: { type: string; id: string };
  /** The source system's id: importing it again changes nothing. */
  transaction_id?: string;
}

/**
 * The `.../create` and `bulk-create` billing endpoints, for platform admins and import tools only.
 * Every record goes through the same ledger as live usage, so the balance and the ledger stay equal;
 * a batch is all-or-nothing.
 */
@injectable()
export class ImportLedgerRecords {
  constructor(
    @inject(UnitOfWork) private readonly uow: UnitOfWork,
    @inject(CreditAccounts) private readonly accounts: CreditAccounts,
  ) {}

  async one(principal: Principal, record: ImportedTransaction): Promise<CreditTransaction> {
    requirePlatformAdmin(principal, 'write');
    const [view] = await this.uow.run(async (repos) => {
      const views = await this.apply(repos, principal, [record]);
      await repos.auditLog.record({ action: 'credits.granted_by_admin', actorId: principal.userId, orgId: record.org_id, details: { imported: 1 } });
      return views;
    });
    return view!;
  }

  async many(principal: Principal, records: ImportedTransaction[]): Promise<{ created_count: number }> {
    requirePlatformAdmin(principal, 'write');
    const views = await this.uow.run(async (repos) => {
      const applied = await this.apply(repos, principal, records);
      await repos.auditLog.record({ action: 'credits.granted_by_admin', actorId: principal.userId, orgId: null, details: { imported: applied.length } });
      return applied;
    });
    return { created_count: views.length };
  }

  private async apply(repos: Repositories, principal: Principal, records: ImportedTransaction[]): Promise<CreditTransaction[]> {
    const views: CreditTransaction[] = [];
    for (const [index, r] of records.entries()) {
      if (!(await repos.organizations.findById(r.org_id))) {
        throw new ServerError('VALIDATION.INVALID', `Unknown organization '${r.org_id}'`, [{ loc: ['body', String(index), 'org_id'], msg: 'Unknown organization', type: 'value_error' }]);
      }
      await this.accounts.current(repos, r.org_id);
      const key = r.transaction_id ? `import:${r.transaction_id}` : null;
      const earlier = key ? await repos.ledger.findByIdempotencyKey(r.org_id, key) : null;
      if (earlier) {
        views.push(toTransactionView(earlier));
        continue;
      }
      const entry = {
        userId: principal.userId,
        feature: r.transaction_type === 'debit' ? resolveFeatureType(r.feature) : r.feature,
        activity: r.activity,
        agentName: r.agent_name ?? null,
        mode: r.mode ?? null,
        baseCredits: r.base_credits ?? null,
        activityDetails: r.activity_details ?? null,
        relatedType: r.related_to?.type ?? null,
        relatedId: r.related_to?.id ?? null,
        idempotencyKey: key,
      };
      const row = r.transaction_type === 'credit' ? await this.accounts.grant(repos, r.org_id, r.credits, entry) : await this.accounts.spend(repos, r.org_id, r.credits, entry);
      if (!row) {
        throw new ServerError('VALIDATION.INVALID', BillingServerMessages.importInsufficient(index), [{ loc: ['body', String(index), 'credits'], msg: BillingServerMessages.importInsufficient(index), type: 'value_error' }]);
      }
      views.push(toTransactionView(row));
    }
    return views;
  }
}
