import { inject, injectable } from 'inversify';
import { UnitOfWork } from '../ports/unit-of-work.ts';
import { ServerError, ServerMessages } from '../errors.ts';
import { OrganizationsServerMessages } from './organizations-server-messages.ts';
import { requireOrg } from '../billing/require-org.ts';
import { toOrganizationView } from './organization-views.ts';
import { isOrgAdmin } from '../../domain/roles.ts';
import type { Principal } from '../auth/principal.ts';

/** `/settings/org`: every member reads the organization; owners and admins change it. */
@injectable()
export class ManageOrganization {
  constructor(@inject(UnitOfWork) private readonly uow: UnitOfWork) {}

  async get(principal: Principal) {
    const orgId = requireOrg(principal);
    const org = await this.uow.run((repos) => repos.organizations.findById(orgId));
    if (!org) throw new ServerError('BILLING.NO_ORGANIZATION', ServerMessages.noOrganization);
    return toOrganizationView(org);
  }

  async update(principal: Principal, changes: { name?: string; settings: Record<string, unknown> }) {
    const orgId = requireOrg(principal);
    if (!isOrgAdmin(principal.role)) throw new ServerError('PERMISSION.DENIED', OrganizationsServerMessages.membersManagersOnly);
    return this.uow.run(async (repos) => {
      const org = await repos.organizations.findById(orgId);
      if (!org) throw new ServerError('BILLING.NO_ORGANIZATION', ServerMessages.noOrganization);
      const settings = { ...org.settings, ...changes.settings };
      await repos.organizations.update(orgId, { name: changes.name?.trim() || undefined, settings });
      return toOrganizationView({ ...org, name: changes.name?.trim() || org.name, settings });
    });
  }
}
