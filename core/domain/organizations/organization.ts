import type { Role } from '../roles.ts';

/** Organization shapes (spec section 3, 7.3). */
export interface AnalyticsProperty {
  id: string;
  name: string;
  isDefault: boolean;
}

export interface Organization {
  id: string;
  name: string;
  properties: AnalyticsProperty[];
  [key: string]: unknown;
}

export interface OrgMember {
  id: string;
  email: string;
  name: string;
  role: Role;
}

/** An invitation nobody has accepted yet, as owners and admins see it (GET /orgs/invites); never its token. */
export interface PendingInvite {
  id: string;
  email: string;
  role: Role;
  invited_by: { id: string; name: string; email: string } | null;
  sent_at: string;
  expires_at: string;
  expired: boolean;
}

export interface JoinRequest {
  id: string;
  email: string;
  name: string;
  status: 'pending' | 'approved' | 'denied';
  created_at: string;
}

/** A member's new role. */
export interface MemberRoleChange {
  role: Role;
}

/** Invites someone by email address, as a member when no role is given. */
export interface NewInvite {
  email: string;
  role?: Role;
}

/** The invitation just sent (never its token). */
export interface InviteSent {
  message: string;
  id: string;
  email: string;
  role: string;
  expires_at: string;
}

/** A join request once an owner or admin decided it. */
export interface JoinRequestDecision {
  id: string;
  status: string;
}
