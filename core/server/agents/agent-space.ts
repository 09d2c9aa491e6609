import { ServerError, ServerMessages } from '../errors.ts';
import type { Principal } from '../auth/principal.ts';

/**
 * Agents work in a space of the caller's organization. That the space named is one is the adapter's check, made
 * once per request (the HTTP routes' `checkSpaceHeader`); this reads nothing. A caller without an organization (a
 * platform admin) is refused (403), a request naming no space is told to name one (400).
 */
export function agentSpace(principal: Principal, spaceId: string | null | undefined): { orgId: string; spaceId: string } {
  if (!principal.orgId) throw new ServerError('PERMISSION.DENIED', ServerMessages.spaceAccessDenied);
  if (!spaceId) throw new ServerError('AGENT.SPACE_REQUIRED', ServerMessages.spaceRequiredForAgents);
  return { orgId: principal.orgId, spaceId };
}
