import { inject, injectable } from 'inversify';
import { UnitOfWork, type Repositories } from '../ports/unit-of-work.ts';
import { IdGenerator } from '../ports/id-generator.ts';
import { CreditAccounts } from './credit-accounts.ts';
import { RequestKeys } from '../idempotency/request-keys.ts';
import { requireBillingManager } from './require-org.ts';
import { ServerError } from '../errors.ts';
import { BillingServerMessages } from './billing-server-messages.ts';
import { resolveFeatureType, resolveMode, activityText } from '../../domain/agents/agent-cost.ts';
import { DEFAULT_ACTIVITY_TYPE, type DeductRequest, type DeductResponse } from '../../domain/billing/billing.ts';
import type { Principal } from '../auth/principal.ts';

/**
 * An owner or org admin takes credits from the organization by hand, all or nothing, and says why;
 * each deduction is audited. (Agent runs are charged by the server itself, not through here.) An
 * Idempotency-Key (RequestKeys) makes a retried call happen once: the retry answers with the first's
 * transaction; the key, the charge and its audit entry commit together.
 */
@injectable()
export class DeductCredits {
  constructor(
    @inject(UnitOfWork) private readonly uow: UnitOfWork,
    @inject(CreditAccounts) private readonly accounts: CreditAccounts,
    @inject(RequestKeys) private readonly keys: RequestKeys,
    @inject(IdGenerator) private readonly ids: IdGenerator,
  ) {}

  async execute(principal: Principal, request: DeductRequest, options: { idempotencyKey?: string; spaceId?: string | null } = {}): Promise<DeductResponse> {
    const orgId = requireBillingManager(principal);
    const reason = (request.description ?? '').trim();
    if (!reason) {
      throw new ServerError('VALIDATION.INVALID', BillingServerMessages.deductReasonRequired, [
        { loc: ['body', 'description'], msg: BillingServerMessages.deductReasonRequired, type: 'missing' },
      ]);
    }
    const spaceId = options.spaceId ?? null;
    const claim = options.idempotencyKey
      ? this.keys.claimFor({ orgId, userId: principal.userId }, options.idempotencyKey, this.ids.next(), { operation: 'credits.deduct', space: spaceId, body: request })
      : null;
    const outcome = await this.uow.run(async (repos) => {
      // Taken in this unit of work: an identical request racing this one waits for it, then replays it.
      const earlier = claim ? await this.keys.claimWithin(repos, claim, (r, transactionId) => this.replayed(r, orgId, transactionId)) : null;
      if (earlier) return { response: earlier, replayed: true };
      const charge = await this.accounts.spendNow(repos, orgId, request.amount, {
        userId: principal.userId,
        spaceId,
        feature: resolveFeatureType(request.feature_type),
        activity: activityText(reason),
        agentName: request.agent_name ?? null,
        mode: request.agent_mode ? (resolveMode(String(request.agent_mode)) ?? String(request.agent_mode)) : null,
        activityDetails: { activity_type: request.activity_type ?? DEFAULT_ACTIVITY_TYPE, details: request.activity_details ?? null },
        relatedType: request.related_to?.type ?? null,
        relatedId: request.related_to?.id ?? null,
      });
      if (!charge.row) {
        // Nothing was taken, so there is nothing to replay: the key stays free for a retry after a top-up.
        if (claim) await repos.requestKeys.release(claim);
        return { response: { success: false, credits_remaining: charge.balance, transaction_id: null }, replayed: false };
      }
      const row = charge.row;
      if (claim) await this.keys.complete(repos, claim, row.id);
      await repos.auditLog.record({ action: 'credits.deducted', actorId: principal.userId, orgId, target: row.id, details: { amount: request.amount, reason } });
      return { response: { success: true, credits_remaining: row.balanceAfter, transaction_id: row.id }, replayed: false };
    }, { kind: 'money', orgId });
    return outcome.response;
  }

  /** A replay answers with the first deduction's transaction and the balance as it is now. */
  private async replayed(repos: Repositories, orgId: string, transactionId: string): Promise<DeductResponse> {
    return { success: true, credits_remaining: (await this.accounts.current(repos, orgId)).balance, transaction_id: transactionId };
  }
}
