import { inject, injectable } from 'inversify';
import { UnitOfWork } from '../ports/unit-of-work.ts';
import { AuditTrail } from '../ports/audit-trail.ts';
import { CreditAccounts } from './credit-accounts.ts';
import { requireBillingManager } from './require-org.ts';
import { ServerError, ServerMessages } from '../errors.ts';
import { resolveFeatureType, resolveMode, activityText } from '../../domain/agent-cost.ts';
import { DEFAULT_ACTIVITY_TYPE, type DeductRequest, type DeductResponse } from '../../domain/billing.ts';
import type { Principal } from '../auth/principal.ts';

/**
 * An owner or org admin takes credits from the organization by hand, all or nothing, and says why;
 * each deduction is audited. (Agent runs are charged by the server itself, not through here.) The
 * idempotency key makes a retried call happen once: the second call answers with the first's transaction.
 */
@injectable()
export class DeductCredits {
  constructor(
    @inject(UnitOfWork) private readonly uow: UnitOfWork,
    @inject(CreditAccounts) private readonly accounts: CreditAccounts,
    @inject(AuditTrail) private readonly audit: AuditTrail,
  ) {}

  async execute(principal: Principal, request: DeductRequest, options: { idempotencyKey?: string; spaceId?: string | null } = {}): Promise<DeductResponse> {
    const orgId = requireBillingManager(principal);
    const reason = (request.description ?? '').trim();
    if (!reason) {
      throw new ServerError('VALIDATION.INVALID', ServerMessages.deductReasonRequired, [
        { loc: ['body', 'description'], msg: ServerMessages.deductReasonRequired, type: 'missing' },
      ]);
    }
    // Prefixed so a caller's key can never name a run's charge or refund in the same ledger.
    const key = options.idempotencyKey ? `deduct:${options.idempotencyKey}` : null;
    const replay = async () => {
      if (!key) return null;
      return this.uow.run(async (repos) => {
        const earlier = await repos.ledger.findByIdempotencyKey(orgId, key);
        if (!earlier) return null;
        if (earlier.credits !== request.amount) throw new ServerError('VALIDATION.INVALID', ServerMessages.idempotencyKeyReused);
        return { success: true, credits_remaining: (await this.accounts.current(repos, orgId)).balance, transaction_id: earlier.id };
      });
    };
    const earlier = await replay();
    if (earlier) return earlier;
    let result: DeductResponse;
    try {
      result = await this.uow.run(async (repos) => {
        const account = await this.accounts.current(repos, orgId);
        const row = await this.accounts.spend(repos, orgId, request.amount, {
          userId: principal.userId,
          spaceId: options.spaceId ?? null,
          feature: resolveFeatureType(request.feature_type),
          activity: activityText(reason),
          agentName: request.agent_name ?? null,
          mode: request.agent_mode ? (resolveMode(String(request.agent_mode)) ?? String(request.agent_mode)) : null,
          activityDetails: { activity_type: request.activity_type ?? DEFAULT_ACTIVITY_TYPE, details: request.activity_details ?? null },
          relatedType: request.related_to?.type ?? null,
          relatedId: request.related_to?.id ?? null,
          idempotencyKey: key,
        });
        if (!row) return { success: false, credits_remaining: account.balance, transaction_id: null };
        return { success: true, credits_remaining: row.balanceAfter, transaction_id: row.id };
      });
    } catch (error) {
      // A twin with the same key won the race to the ledger's unique index; this one rolled back.
      const winner = await replay();
      if (winner) return winner;
      throw error;
    }
    if (result.transaction_id) {
      await this.audit.record({ action: 'credits.deducted', actorId: principal.userId, orgId, target: result.transaction_id, details: { amount: request.amount, reason } });
    }
    return result;
  }
}
