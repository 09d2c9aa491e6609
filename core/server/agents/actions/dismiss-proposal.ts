import { inject, injectable } from 'inversify';
import { ProposalRepository } from './proposal-repository.ts';
import { toProposalView } from './proposal-view.ts';
import { ExternalWritePolicy } from '../../integrations/actions/external-write-policy.ts';
import { CheckSpaceAccess } from '../../spaces/check-space-access.ts';
import { AuditTrail } from '../../ports/audit-trail.ts';
import { Clock } from '../../ports/clock.ts';
import { ServerError } from '../../errors.ts';
import { AgentsServerMessages } from '../agents-server-messages.ts';
import { APPLICABLE_STATUSES, type ActionProposal } from '../../../domain/agents/action-proposals.ts';
import type { Principal } from '../../auth/principal.ts';

/**
 * Dismisses a pending or failed proposal of the caller's own chat (anyone may decline; only applying is
 * restricted). An applied or applying one cannot be dismissed (409).
 */
@injectable()
export class DismissProposal {
  constructor(
    @inject(ProposalRepository) private readonly proposals: ProposalRepository,
    @inject(CheckSpaceAccess) private readonly spaces: CheckSpaceAccess,
    @inject(ExternalWritePolicy) private readonly policy: ExternalWritePolicy,
    @inject(AuditTrail) private readonly audit: AuditTrail,
    @inject(Clock) private readonly clock: Clock,
  ) {}

  async execute(principal: Principal, spaceId: string, proposalId: string): Promise<ActionProposal> {
    const space = await this.spaces.execute(principal, spaceId);
    const proposal = await this.proposals.find(space.id, proposalId);
    if (!proposal || proposal.orgId !== space.orgId || proposal.createdFor !== principal.userId) throw new ServerError('AGENT.PROPOSAL_NOT_FOUND', AgentsServerMessages.proposalNotFound);
    const canApply = await this.policy.allows(principal, space.orgId);
    if (!(await this.proposals.dismiss(proposal.id, APPLICABLE_STATUSES))) {
      throw new ServerError('AGENT.PROPOSAL_CONFLICT', AgentsServerMessages.proposalDone(proposal.status));
    }
    await this.audit.record({ action: 'proposal.dismissed', actorId: principal.userId, orgId: space.orgId, target: `proposal:${proposal.id}`, details: { space_id: space.id, action: proposal.action } });
    return toProposalView({ ...proposal, status: 'dismissed' }, this.clock.now(), canApply);
  }
}
