import { inject, injectable } from 'inversify';
import { ServerError } from '../../errors.ts';
import { IntegrationsServerMessages } from '../integrations-server-messages.ts';
import { UnitOfWork } from '../../ports/unit-of-work.ts';
import type { Principal } from '../../auth/principal.ts';
import { isOrgAdmin } from '../../../domain/roles.ts';
import { membersMayApplyActions } from '../../../domain/organizations/organization-settings.ts';

/**
 * Who may perform a write at an outside service (create a campaign draft, launch it, send a post as a draft,
 * apply an agent's proposal): owners and admins; plain members only where their organization allows it
 * (`members_may_apply_actions` in the organization settings). Every direct write endpoint and ApplyProposal call
 * it, so the rule is in one place.
 */
@injectable()
export class ExternalWritePolicy {
  constructor(@inject(UnitOfWork) private readonly uow: UnitOfWork) {}

  async check(principal: Principal, orgId: string): Promise<void> {
    if (await this.allows(principal, orgId)) return;
    throw new ServerError('PERMISSION.DENIED', IntegrationsServerMessages.externalWritesManagersOnly);
  }

  /** Whether the check would pass (the cards show why instead of an Apply button). */
  async allows(principal: Principal, orgId: string): Promise<boolean> {
    if (principal.orgId !== orgId) return false;
    if (isOrgAdmin(principal.role)) return true;
    const org = await this.uow.run((repos) => repos.organizations.findById(orgId));
    return org ? membersMayApplyActions(org.settings) : false;
  }
}
