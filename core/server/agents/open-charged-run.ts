import { inject, injectable } from 'inversify';
import { CreditAccounts } from '../billing/credit-accounts.ts';
import { ServerError } from '../errors.ts';
import { AgentsServerMessages } from './agents-server-messages.ts';
import { findAgent } from '../../domain/agents/agents.ts';
import { computeCost, type AgentMode } from '../../domain/agents/agent-cost.ts';
import { planRefusal } from '../../domain/agents/send-precheck.ts';
import { Messages } from '../../domain/messages.ts';
import type { Repositories } from '../ports/unit-of-work.ts';
import type { Principal } from '../auth/principal.ts';
import type { AgentRunRecord, ChatSessionRecord } from './records.ts';

export interface RunOpening {
  principal: Principal;
  session: ChatSessionRecord;
  agentSlug: string;
  requestId: string;
  mode: AgentMode;
  /** What the worker runs from: the question, sources, brand voice and retrieval settings. */
  input: Record<string, unknown>;
  /** The ledger row's activity text and kind. */
  activity: string;
  activityType: 'chat_message' | 'regenerate';
  now: Date;
}

/**
 * The money half of a run, inside the caller's unit of work: the plan check and the cost rule the client
 * pre-checks with, the charge through the ledger (keyed `run:<request id>`), and the queued run it pays for.
 * Whatever else the caller writes in that unit of work commits with them, or nothing does.
 */
@injectable()
export class OpenChargedRun {
  constructor(@inject(CreditAccounts) private readonly accounts: CreditAccounts) {}

  async within(repos: Repositories, o: RunOpening): Promise<AgentRunRecord> {
    // One run at a time per chat, held by the server and not only by the client. Touching the session first
    // locks its row, so two sends racing into one chat queue up here and the second sees the first's run.
    await repos.chats.touchSession(o.session.id, o.now);
    if (await repos.agentRuns.activeInSession(o.session.id)) throw new ServerError('AGENT.RUN_IN_PROGRESS', AgentsServerMessages.runInProgress);
    const agent = findAgent(o.agentSlug)!;
    const orgId = o.session.orgId;
    const cost = computeCost(o.mode, agent.estimatedCredits);
    const account = await this.accounts.current(repos, orgId);
    const offer = this.accounts.offer(account.planType);
    const refusal = planRefusal({ type: offer.type, isActive: account.planActive, resetDate: account.resetDate.getTime() }, o.now.getTime());
    if (refusal) throw new ServerError('AGENT.PLAN_EXPIRED', refusal);
    const charge = await this.accounts.spend(repos, orgId, cost, {
      userId: o.principal.userId,
      spaceId: o.session.spaceId,
      feature: 'ai_agents',
      activity: o.activity,
      agentName: agent.slug,
      mode: o.mode,
      baseCredits: agent.estimatedCredits,
      activityDetails: { activity_type: o.activityType },
      relatedType: 'chat_session',
      relatedId: o.session.id,
      idempotencyKey: `run:${o.requestId}`,
    });
    if (!charge) throw new ServerError('AGENT.INSUFFICIENT_CREDITS', Messages.insufficientCredits(cost, account.balance));
    const run: AgentRunRecord = {
      requestId: o.requestId,
      sessionId: o.session.id,
      orgId,
      spaceId: o.session.spaceId,
      userId: o.principal.userId,
      agentSlug: agent.slug,
      mode: o.mode,
      cost,
      transactionId: charge.id,
      status: 'queued',
      input: o.input,
      error: null,
      createdAt: o.now,
      finishedAt: null,
      attempt: 1,
      workerId: null,
    };
    await repos.agentRuns.create(run);
    return run;
  }
}
