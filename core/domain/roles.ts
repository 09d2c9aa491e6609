export const ROLES = ['system_admin', 'support_admin', 'org_owner', 'org_admin', 'org_member'] as const;
export type Role = (typeof ROLES)[number];
export const DEFAULT_ROLE: Role = 'org_member';

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

/** 'Admin' in the spec means a platform admin; decisions D1 treats both alike on the client. */
export function isPlatformAdmin(role: Role | undefined): boolean {
  return role === 'system_admin' || role === 'support_admin';
}

export function isOrgAdmin(role: Role | undefined): boolean {
  return role === 'org_owner' || role === 'org_admin';
}

/**
 * Who sees the organization's whole credit history (who spent, on what, with the prompts): owners and
 * admins, and the platform's admins; a plain member sees only their own rows. The server enforces it.
 */
export function seesOrganizationLedger(role: Role | undefined): boolean {
  return isOrgAdmin(role) || isPlatformAdmin(role);
}

/** Home route of a role (decisions D3). */
export function roleHome(role: Role | undefined): string {
  return isPlatformAdmin(role) ? '/admin/dashboard' : '/dashboard';
}

const ROLE_LABELS: Readonly<Record<Role, string>> = {
  system_admin: 'System admin',
  support_admin: 'Support admin',
  org_owner: 'Owner',
  org_admin: 'Admin',
  org_member: 'Member',
};

/** A role in words, for every screen that shows one ('org_admin' → 'Admin'); an unknown code reads as a sentence. */
export function roleLabel(role: string): string {
  if (isRole(role)) return ROLE_LABELS[role];
  const words = role.replace(/[_-]+/g, ' ').trim();
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : '—';
}
