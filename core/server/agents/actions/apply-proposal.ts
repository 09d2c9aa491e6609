import { inject, injectable, multiInject, optional } from 'inversify';
import { ProposalRepository } from './proposal-repository.ts';
import { toProposalView } from './proposal-view.ts';
import { ProposalApplier } from '../../integrations/actions/proposal-applier.ts';
import { ExternalWritePolicy } from '../../integrations/actions/external-write-policy.ts';
import { CheckSpaceAccess } from '../../spaces/check-space-access.ts';
import { AuditTrail } from '../../ports/audit-trail.ts';
import { Clock } from '../../ports/clock.ts';
import { ServerError } from '../../errors.ts';
import { AgentsServerMessages } from '../agents-server-messages.ts';
import { APPLICABLE_STATUSES, STALE_APPLYING_MS, proposalExpired, type ActionProposal } from '../../../domain/agents/action-proposals.ts';
import { UnitOfWork } from '../../ports/unit-of-work.ts';
import { inReadingOrder } from '../answer-versions.ts';
import type { Principal } from '../../auth/principal.ts';

/**
 * A person applies an agent's proposal of their own chat: space access (another organization's or person's
 * proposal is not found), the
 * write policy, then one atomic claim (pending or failed → applying; a second click or tab gets 409 with the
 * state), the action's applier, and the outcome — applied with its result, or failed with the reason (tried
 * again later) — in the audit log.
 */
@injectable()
export class ApplyProposal {
  constructor(
    @inject(ProposalRepository) private readonly proposals: ProposalRepository,
    @inject(CheckSpaceAccess) private readonly spaces: CheckSpaceAccess,
    @inject(ExternalWritePolicy) private readonly policy: ExternalWritePolicy,
    @inject(AuditTrail) private readonly audit: AuditTrail,
    @inject(Clock) private readonly clock: Clock,
    @inject(UnitOfWork) private readonly uow: UnitOfWork,
    @multiInject(ProposalApplier) @optional() private readonly appliers: ProposalApplier[] = [],
  ) {}

  async execute(principal: Principal, spaceId: string, proposalId: string): Promise<ActionProposal> {
    const space = await this.spaces.execute(principal, spaceId);
    const proposal = await this.proposals.find(space.id, proposalId);
    // A chat is private to the person who started it, and so are its proposals (a colleague gets 404 too).
    if (!proposal || proposal.orgId !== space.orgId || proposal.createdFor !== principal.userId) throw new ServerError('AGENT.PROPOSAL_NOT_FOUND', AgentsServerMessages.proposalNotFound);
    await this.policy.check(principal, space.orgId);
    if (proposalExpired(proposal.status, proposal.createdAt, this.clock.now())) throw new ServerError('AGENT.PROPOSAL_EXPIRED', AgentsServerMessages.proposalExpired);
    // Only the card of the answer shown applies: after a regenerate, the replaced answer's card would act a second time.
    const versions = inReadingOrder(await this.uow.run((repos) => repos.chats.listMessages(proposal.sessionId)));
    if (versions.find((v) => v.message.id === proposal.messageId)?.isCurrent === false) throw new ServerError('AGENT.PROPOSAL_CONFLICT', AgentsServerMessages.proposalReplaced);
    const applier = (this.appliers ?? []).find((a) => a.action === proposal.action);
    if (!applier) throw new ServerError('AGENT.PROPOSAL_CONFLICT', AgentsServerMessages.proposalUnknownAction(proposal.action));
    const now = this.clock.now();
    if (!(await this.proposals.claim(proposal.id, APPLICABLE_STATUSES, new Date(now.getTime() - STALE_APPLYING_MS), now))) {
      const current = await this.proposals.find(space.id, proposal.id);
      const status = current ? toProposalView(current, now, true).status : 'dismissed';
      throw new ServerError('AGENT.PROPOSAL_CONFLICT', status === 'applying' ? AgentsServerMessages.proposalBusy : AgentsServerMessages.proposalDone(status));
    }
    const target = `proposal:${proposal.id}`;
    try {
      const result = await applier.apply(principal, space.id, proposal.payload);
      const at = this.clock.now();
      await this.proposals.finish(proposal.id, { status: 'applied', by: principal.userId, at, summary: result.summary, link: result.link, externalId: result.externalId });
      await this.audit.record({ action: 'proposal.applied', actorId: principal.userId, orgId: space.orgId, target, details: { space_id: space.id, action: proposal.action, target: proposal.target, summary: result.summary, external_id: result.externalId } });
    } catch (error) {
      // Our errors carry texts meant for people (reconnect, rate limits, invalid payload); others could carry internals.
      const reason = error instanceof ServerError ? error.message : AgentsServerMessages.agentFailed;
      await this.proposals.finish(proposal.id, { status: 'failed', by: principal.userId, at: this.clock.now(), error: reason });
      await this.audit.record({ action: 'proposal.apply_failed', actorId: principal.userId, orgId: space.orgId, target, details: { space_id: space.id, action: proposal.action, target: proposal.target, reason } });
    }
    const stored = await this.proposals.find(space.id, proposal.id);
    return toProposalView(stored!, this.clock.now(), true);
  }
}
