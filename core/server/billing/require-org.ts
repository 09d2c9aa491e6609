import { ServerError, ServerMessages } from '../errors.ts';
import { BillingServerMessages } from './billing-server-messages.ts';
import { isOrgAdmin } from '../../domain/roles.ts';
import type { Principal } from '../auth/principal.ts';

export function requireOrg(principal: Principal): string {
  if (!principal.orgId) throw new ServerError('BILLING.NO_ORGANIZATION', ServerMessages.noOrganization);
  return principal.orgId;
}

/** Credits and plans are managed by org owners and admins, with the same rule the client uses. */
export function requireBillingManager(principal: Principal): string {
  const orgId = requireOrg(principal);
  if (!isOrgAdmin(principal.role)) throw new ServerError('PERMISSION.DENIED', BillingServerMessages.billingManagersOnly);
  return orgId;
}
