import { injectable } from 'inversify';
import { ServerError, ServerMessages } from '../../errors.ts';
import type { Principal } from '../../auth/principal.ts';
import { isOrgAdmin } from '../../../domain/roles.ts';

/**
 * Who may perform a write at an outside service (create a campaign draft, launch it, send a post as a draft,
 * apply an agent's proposal): owners and admins; plain members only where their organization allows it.
 * Every direct write endpoint and ApplyProposal call it, so the rule is in one place.
 */
@injectable()
export class ExternalWritePolicy {
  async check(principal: Principal, _orgId: string): Promise<void> {
    if (isOrgAdmin(principal.role)) return;
    throw new ServerError('PERMISSION.DENIED', ServerMessages.externalWritesManagersOnly);
  }
}
