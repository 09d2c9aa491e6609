import type { Role } from './roles.ts';

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

export interface JoinRequest {
  id: string;
  email: string;
  name: string;
  status: 'pending' | 'approved' | 'denied';
  created_at: string;
}
