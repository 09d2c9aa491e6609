import { ServerError, ServerMessages } from '../errors.ts';
import type { CheckSpaceAccess } from '../spaces/check-space-access.ts';
import type { Principal } from '../auth/principal.ts';

/**
 * Agents work in a space of the caller's organization. A caller without one (a platform admin) is refused
 * (403), a request naming no space is told to name one (400), another organization's space is refused (403).
 */
export async function requireAgentSpace(spaces: CheckSpaceAccess, principal: Principal, spaceId: string | null | undefined): Promise<{ orgId: string; spaceId: string }> {
  if (!principal.orgId) throw new ServerError('PERMISSION.DENIED', ServerMessages.spaceAccessDenied);
  if (!spaceId) throw new ServerError('AGENT.SPACE_REQUIRED', ServerMessages.spaceRequiredForAgents);
  await spaces.execute(principal, spaceId);
  return { orgId: principal.orgId, spaceId };
}
