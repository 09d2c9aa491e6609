import { inject, injectable } from 'inversify';
import { AgentStore, RunQueue } from './ports.ts';
import { UnitOfWork } from '../ports/unit-of-work.ts';
import { Clock } from '../ports/clock.ts';
import { IdGenerator } from '../ports/id-generator.ts';
import { CreditAccounts } from '../billing/credit-accounts.ts';
import { SessionAccess } from './session-access.ts';
import { AgentConfiguration } from './agent-configuration.ts';
import { ServerError, ServerMessages } from '../errors.ts';
import { findAgent } from '../../domain/agents.ts';
import { activityText, computeCost, resolveMode } from '../../domain/agent-cost.ts';
import { planRefusal } from '../../domain/send-precheck.ts';
import { Messages } from '../../domain/messages.ts';
import { sessionTitleFromFirstMessage } from '../../domain/session-title.ts';
import type { Principal } from '../auth/principal.ts';
import type { SendMessagePayload } from '../../domain/send-message-payload.ts';

/**
 * `POST /agents/{slug}/messages/async`: checks the plan and credits with the same core/domain rules
 * the client pre-checks, charges the run through the ledger (idempotent on the request id), stores the
 * user message and queues the run. Answers at once with {session_id, request_id}.
 */
@injectable()
export class StartAgentRun {
  constructor(
    @inject(AgentStore) private readonly store: AgentStore,
    @inject(RunQueue) private readonly queue: RunQueue,
    @inject(UnitOfWork) private readonly uow: UnitOfWork,
    @inject(CreditAccounts) private readonly accounts: CreditAccounts,
    @inject(SessionAccess) private readonly sessions: SessionAccess,
    @inject(Clock) private readonly clock: Clock,
    @inject(IdGenerator) private readonly ids: IdGenerator,
    @inject(AgentConfiguration) private readonly configs: AgentConfiguration,
  ) {}

  async execute(principal: Principal, spaceId: string, agentSlug: string, payload: SendMessagePayload, requestId?: string) {
    const agent = findAgent(agentSlug);
    if (!agent) throw new ServerError('AGENT.NOT_FOUND', ServerMessages.agentNotFound);
    const config = await this.configs.requireEnabled(spaceId, agentSlug);
    const mode = resolveMode(payload.mode ?? config.default_mode);
    if (!mode) {
      throw new ServerError('VALIDATION.INVALID', `Unknown mode '${payload.mode}'`, [{ loc: ['body', 'mode'], msg: `Unknown mode '${payload.mode}'`, type: 'value_error' }]);
    }
    const orgId = principal.orgId!;
    const now = this.clock.now();
    const session = payload.session_id
      ? await this.sessions.check(principal, payload.session_id, spaceId)
      : { id: this.ids.next(), orgId, spaceId, userId: principal.userId, agentSlug, title: sessionTitleFromFirstMessage(payload.message), createdAt: now, updatedAt: now };
    if (!payload.session_id) await this.store.createSession(session);
    const id = requestId ?? this.ids.next();
    const existing = await this.store.findRun(id);
    if (existing) return { session_id: existing.sessionId, request_id: existing.requestId, created_at: existing.createdAt.toISOString() };

    const cost = computeCost(mode, agent.estimatedCredits);
    const charge = await this.uow.run(async (repos) => {
      const account = await this.accounts.current(repos, orgId);
      const offer = this.accounts.offer(account.planType);
      const refusal = planRefusal({ type: offer.type, isActive: account.planActive, resetDate: account.resetDate.getTime() }, now.getTime());
      if (refusal) throw new ServerError('AGENT.PLAN_EXPIRED', refusal);
      const row = await this.accounts.spend(repos, orgId, cost, {
        userId: principal.userId,
        spaceId,
        feature: 'ai_agents',
        activity: activityText(payload.message),
        agentName: agent.slug,
        mode,
        baseCredits: agent.estimatedCredits,
        activityDetails: { activity_type: 'chat_message' },
        relatedType: 'chat_session',
        relatedId: session.id,
        idempotencyKey: `run:${id}`,
      });
      if (!row) throw new ServerError('AGENT.INSUFFICIENT_CREDITS', Messages.insufficientCredits(cost, account.balance));
      return row;
    });

    await this.store.addMessage({
      id: this.ids.next(),
      sessionId: session.id,
      role: 'user',
      content: payload.message,
      requestId: id,
      createdAt: now,
      rating: null,
      feedbackCategories: [],
      feedbackText: null,
      transactionId: charge.id,
      metadata: { mode },
    });
    await this.store.createRun({
      requestId: id,
      sessionId: session.id,
      orgId,
      spaceId,
      userId: principal.userId,
      agentSlug,
      mode,
      cost,
      transactionId: charge.id,
      status: 'queued',
      input: { ...payload, mode, extra_instructions: config.extra_instructions },
      error: null,
      createdAt: now,
      finishedAt: null,
    });
    await this.store.touchSession(session.id, now);
    await this.queue.enqueue(id);
    // created_at is the server's clock: a polling client counts `since` from it, whatever its own clock says.
    return { session_id: session.id, request_id: id, transaction_id: charge.id, credits_charged: cost, created_at: now.toISOString() };
  }
}
