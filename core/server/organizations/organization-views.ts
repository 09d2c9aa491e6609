import type { OrganizationRecord, UserRecord, JoinRequestRecord } from '../ports/records.ts';

export function toOrganizationView(org: OrganizationRecord) {
  const properties = Array.isArray(org.settings.properties) ? org.settings.properties : [];
  return { ...org.settings, id: org.id, name: org.name, properties, created_at: org.createdAt.toISOString() };
}

export function toMemberView(user: UserRecord) {
  return {
    id: user.id,
    email: user.email,
    name: user.name,
    role: user.role,
    joined_at: user.createdAt.toISOString(),
    last_login_at: user.lastLoginAt?.toISOString() ?? null,
    disabled: user.disabledAt !== null,
  };
}

export function toJoinRequestView(request: JoinRequestRecord, user: UserRecord | null) {
  return {
    id: request.id,
    user_id: request.userId,
    email: user?.email ?? '',
    name: user?.name ?? '',
    status: request.status,
    created_at: request.createdAt.toISOString(),
  };
}
