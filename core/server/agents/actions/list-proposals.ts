import { inject, injectable } from 'inversify';
import { ProposalRepository } from './proposal-repository.ts';
import { toProposalView } from './proposal-view.ts';
import { ExternalWritePolicy } from '../../integrations/actions/external-write-policy.ts';
import { CheckSpaceAccess } from '../../spaces/check-space-access.ts';
import { SessionAccess } from '../session-access.ts';
import { Clock } from '../../ports/clock.ts';
import type { ActionProposal } from '../../../domain/agents/action-proposals.ts';
import type { Principal } from '../../auth/principal.ts';

/** The caller's chat session's proposals in the space, oldest first, each saying whether the caller may apply it. */
@injectable()
export class ListProposals {
  constructor(
    @inject(ProposalRepository) private readonly proposals: ProposalRepository,
    @inject(CheckSpaceAccess) private readonly spaces: CheckSpaceAccess,
    @inject(SessionAccess) private readonly sessions: SessionAccess,
    @inject(ExternalWritePolicy) private readonly policy: ExternalWritePolicy,
    @inject(Clock) private readonly clock: Clock,
  ) {}

  async execute(principal: Principal, spaceId: string, sessionId: string): Promise<ActionProposal[]> {
    const space = await this.spaces.execute(principal, spaceId);
    // The chat is private to its person: anyone else is told it does not exist.
    await this.sessions.check(principal, sessionId, space.id);
    const canApply = await this.policy.allows(principal, space.orgId);
    const now = this.clock.now();
    return (await this.proposals.listForSession(space.id, sessionId)).filter((p) => p.orgId === space.orgId).map((p) => toProposalView(p, now, canApply));
  }
}
