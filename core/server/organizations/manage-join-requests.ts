import { inject, injectable } from 'inversify';
import { UnitOfWork } from '../ports/unit-of-work.ts';
import { Clock } from '../ports/clock.ts';
import { AuditTrail } from '../ports/audit-trail.ts';
import { ServerError } from '../errors.ts';
import { OrganizationsServerMessages } from './organizations-server-messages.ts';
import { requireOrg } from '../billing/require-org.ts';
import { toJoinRequestView } from './organization-views.ts';
import { isOrgAdmin } from '../../domain/roles.ts';
import type { Principal } from '../auth/principal.ts';

/** People who asked to join through their email domain; owners and admins approve or deny. */
@injectable()
export class ManageJoinRequests {
  constructor(
    @inject(UnitOfWork) private readonly uow: UnitOfWork,
    @inject(Clock) private readonly clock: Clock,
    @inject(AuditTrail) private readonly audit: AuditTrail,
  ) {}

  async list(principal: Principal) {
    const orgId = this.requireManager(principal);
    return this.uow.run(async (repos) => {
      const requests = await repos.joinRequests.listByOrganization(orgId, 'pending');
      return Promise.all(requests.map(async (r) => toJoinRequestView(r, await repos.users.findById(r.userId))));
    });
  }

  async decide(principal: Principal, requestId: string, decision: 'approved' | 'denied') {
    const orgId = this.requireManager(principal);
    const decided = await this.uow.run(async (repos) => {
      const request = await repos.joinRequests.findById(requestId);
      if (!request || request.orgId !== orgId || request.status !== 'pending') {
        throw new ServerError('ORG.JOIN_REQUEST_NOT_FOUND', OrganizationsServerMessages.joinRequestNotFound);
      }
      await repos.joinRequests.decide(request.id, decision, principal.userId, this.clock.now());
      if (decision === 'approved') await repos.users.setMembership(request.userId, orgId, 'org_member');
      return { id: request.id, status: decision, userId: request.userId };
    });
    await this.audit.record({ action: decision === 'approved' ? 'join_request.approved' : 'join_request.denied', actorId: principal.userId, orgId, target: decided.userId });
    return { id: decided.id, status: decided.status };
  }

  private requireManager(principal: Principal): string {
    const orgId = requireOrg(principal);
    if (!isOrgAdmin(principal.role)) throw new ServerError('PERMISSION.DENIED', OrganizationsServerMessages.membersManagersOnly);
    return orgId;
  }
}
