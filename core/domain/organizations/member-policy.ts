import { isOrgAdmin, type Role } from '../roles.ts';

/** Roles a member of an organization can hold. */
export const ORG_ROLES = ['org_owner', 'org_admin', 'org_member'] as const;
export type OrgRole = (typeof ORG_ROLES)[number];

export function isOrgRole(value: unknown): value is OrgRole {
  return typeof value === 'string' && (ORG_ROLES as readonly string[]).includes(value);
}

export type MemberDecision = { allowed: true } | { allowed: false; reason: 'not-manager' | 'own-role' | 'owners-only' | 'last-owner' | 'self' };

interface Actor {
  id: string;
  role: Role;
}
interface Target {
  id: string;
  role: Role;
}

/**
 * The permission matrix for members, one place for both sides: org owners and admins manage members;
 * only an owner grants or removes the owner role; nobody changes their own role; the last owner stays.
 */
export function canChangeRole(actor: Actor, target: Target, newRole: OrgRole, ownerCount: number): MemberDecision {
  if (!isOrgAdmin(actor.role)) return { allowed: false, reason: 'not-manager' };
  if (actor.id === target.id) return { allowed: false, reason: 'own-role' };
  if ((newRole === 'org_owner' || target.role === 'org_owner') && actor.role !== 'org_owner') return { allowed: false, reason: 'owners-only' };
  if (target.role === 'org_owner' && newRole !== 'org_owner' && ownerCount <= 1) return { allowed: false, reason: 'last-owner' };
  return { allowed: true };
}

export function canRemoveMember(actor: Actor, target: Target, ownerCount: number): MemberDecision {
  if (!isOrgAdmin(actor.role)) return { allowed: false, reason: 'not-manager' };
  if (actor.id === target.id) return { allowed: false, reason: 'self' };
  if (target.role === 'org_owner' && actor.role !== 'org_owner') return { allowed: false, reason: 'owners-only' };
  if (target.role === 'org_owner' && ownerCount <= 1) return { allowed: false, reason: 'last-owner' };
  return { allowed: true };
}

/** Who may invite with which role: managers invite admins and members; only owners invite owners. */
export function canInvite(actor: Actor, role: OrgRole): MemberDecision {
  if (!isOrgAdmin(actor.role)) return { allowed: false, reason: 'not-manager' };
  if (role === 'org_owner' && actor.role !== 'org_owner') return { allowed: false, reason: 'owners-only' };
  return { allowed: true };
}
