import { ServerError } from '../errors.ts';
import { OrganizationsServerMessages } from './organizations-server-messages.ts';
import type { MemberDecision } from '../../domain/organizations/member-policy.ts';

/** Turns a refusal of the member policy into the error the caller sees. */
export function assertAllowed(decision: MemberDecision): void {
  if (decision.allowed) return;
  switch (decision.reason) {
    case 'not-manager':
      throw new ServerError('PERMISSION.DENIED', OrganizationsServerMessages.membersManagersOnly);
    case 'own-role':
      throw new ServerError('PERMISSION.DENIED', OrganizationsServerMessages.ownRole);
    case 'self':
      throw new ServerError('PERMISSION.DENIED', OrganizationsServerMessages.removeSelf);
    case 'owners-only':
      throw new ServerError('PERMISSION.DENIED', OrganizationsServerMessages.ownersOnly);
    case 'last-owner':
      throw new ServerError('ORG.LAST_OWNER', OrganizationsServerMessages.lastOwner);
  }
}
