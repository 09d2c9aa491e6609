import { ServerError, ServerMessages } from '../errors.ts';
import type { Principal } from '../auth/principal.ts';

/**
 * The space a caller works in: one of their organization's. That the space named is one is the adapter's check, made
 * once per request (the HTTP routes' `checkSpaceHeader`); this reads nothing. A caller without an organization (a
 * platform admin) is refused (403); a request naming no space is told `missing` (400).
 */
export function callerSpace(principal: Principal, spaceId: string | null | undefined, missing: string): { orgId: string; spaceId: string } {
  if (!principal.orgId) throw new ServerError('PERMISSION.DENIED', ServerMessages.spaceAccessDenied);
  if (!spaceId) throw new ServerError('AGENT.SPACE_REQUIRED', missing);
  return { orgId: principal.orgId, spaceId };
}
