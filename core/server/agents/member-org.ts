import { ServerError, ServerMessages } from '../errors.ts';
import type { Principal } from '../auth/principal.ts';

/**
 * The caller's organization, for a use case handed a space the adapter already checked is of it (the HTTP
 * routes' `checkSpaceHeader`): such a caller has one. A caller without one (a platform admin) is refused as a
 * foreign space is, without reading anything.
 */
export function memberOrg(principal: Principal): string {
  if (!principal.orgId) throw new ServerError('PERMISSION.DENIED', ServerMessages.spaceAccessDenied);
  return principal.orgId;
}
