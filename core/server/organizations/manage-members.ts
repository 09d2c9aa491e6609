import { inject, injectable } from 'inversify';
import { UnitOfWork } from '../ports/unit-of-work.ts';
import { Clock } from '../ports/clock.ts';
import { AuditTrail } from '../ports/audit-trail.ts';
import { ServerError } from '../errors.ts';
import { OrganizationsServerMessages } from './organizations-server-messages.ts';
import { requireOrg } from '../billing/require-org.ts';
import { assertAllowed } from './member-errors.ts';
import { toMemberView } from './organization-views.ts';
import { canChangeRole, canRemoveMember, type OrgRole } from '../../domain/organizations/member-policy.ts';
import { isOrgAdmin } from '../../domain/roles.ts';
import type { Principal } from '../auth/principal.ts';
import type { Repositories } from '../ports/unit-of-work.ts';

/** Members of the caller's organization: list, change role, remove (spec 7.3; the policy in core/domain). */
@injectable()
export class ManageMembers {
  constructor(
    @inject(UnitOfWork) private readonly uow: UnitOfWork,
    @inject(Clock) private readonly clock: Clock,
    @inject(AuditTrail) private readonly audit: AuditTrail,
  ) {}

  async list(principal: Principal) {
    const orgId = requireOrg(principal);
    const users = await this.uow.run((repos) => repos.users.listByOrganization(orgId));
    return users.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime()).map(toMemberView);
  }

  async changeRole(principal: Principal, memberId: string, role: OrgRole) {
    const orgId = requireOrg(principal);
    // Refuse non-managers before any lookup, so member ids cannot be probed.
    if (!isOrgAdmin(principal.role)) assertAllowed({ allowed: false, reason: 'not-manager' });
    const changed = await this.uow.run(async (repos) => {
      const { target, owners } = await this.load(repos, orgId, memberId);
      assertAllowed(canChangeRole({ id: principal.userId, role: principal.role }, target, role, owners));
      await repos.users.setMembership(target.id, orgId, role);
      return { before: target.role, view: toMemberView({ ...target, role }) };
    });
    await this.audit.record({ action: 'member.role_changed', actorId: principal.userId, orgId, target: memberId, details: { from: changed.before, to: role } });
    return changed.view;
  }

  async remove(principal: Principal, memberId: string) {
    const orgId = requireOrg(principal);
    if (!isOrgAdmin(principal.role)) assertAllowed({ allowed: false, reason: 'not-manager' });
    await this.uow.run(async (repos) => {
      const { target, owners } = await this.load(repos, orgId, memberId);
      assertAllowed(canRemoveMember({ id: principal.userId, role: principal.role }, target, owners));
      await repos.users.setMembership(target.id, null, 'org_member');
      // Their sessions end with the membership: tokens carry the organization.
      await repos.refreshTokens.revokeAllForUser(target.id, this.clock.now());
    });
    await this.audit.record({ action: 'member.removed', actorId: principal.userId, orgId, target: memberId });
  }

  private async load(repos: Repositories, orgId: string, memberId: string) {
    const members = await repos.users.listByOrganization(orgId);
    const target = members.find((m) => m.id === memberId);
    if (!target) throw new ServerError('ORG.MEMBER_NOT_FOUND', OrganizationsServerMessages.memberNotFound);
    return { target, owners: members.filter((m) => m.role === 'org_owner').length };
  }
}
