import { inject, injectable } from 'inversify';
import { UnitOfWork } from '../ports/unit-of-work.ts';
import { CreditAccounts } from './credit-accounts.ts';
import { requireOrg } from './require-org.ts';
import { resolveFeatureType, resolveMode, activityText } from '../../domain/agent-cost.ts';
import { DEFAULT_ACTIVITY_TYPE, type DeductRequest, type DeductResponse } from '../../domain/billing.ts';
import type { Principal } from '../auth/principal.ts';

/**
 * Takes credits from the organization, all or nothing. The idempotency key makes a retried call
 * happen once: the second call answers with the first call's transaction.
 */
@injectable()
export class DeductCredits {
  constructor(
    @inject(UnitOfWork) private readonly uow: UnitOfWork,
    @inject(CreditAccounts) private readonly accounts: CreditAccounts,
  ) {}

  async execute(principal: Principal, request: DeductRequest, options: { idempotencyKey?: string; spaceId?: string | null } = {}): Promise<DeductResponse> {
    const orgId = requireOrg(principal);
    return this.uow.run(async (repos) => {
      const account = await this.accounts.current(repos, orgId);
      if (options.idempotencyKey) {
        const earlier = await repos.ledger.findByIdempotencyKey(orgId, options.idempotencyKey);
        if (earlier) return { success: true, credits_remaining: account.balance, transaction_id: earlier.id };
      }
      const row = await this.accounts.spend(repos, orgId, request.amount, {
        userId: principal.userId,
        spaceId: options.spaceId ?? null,
        feature: resolveFeatureType(request.feature_type),
        activity: activityText(request.description),
        agentName: request.agent_name ?? null,
        mode: request.agent_mode ? (resolveMode(String(request.agent_mode)) ?? String(request.agent_mode)) : null,
        activityDetails: { activity_type: request.activity_type ?? DEFAULT_ACTIVITY_TYPE, details: request.activity_details ?? null },
        relatedType: request.related_to?.type ?? null,
        relatedId: request.related_to?.id ?? null,
        idempotencyKey: options.idempotencyKey ?? null,
      });
      if (!row) return { success: false, credits_remaining: account.balance, transaction_id: null };
      return { success: true, credits_remaining: row.balanceAfter, transaction_id: row.id };
    });
  }
}
