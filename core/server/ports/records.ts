import type { Role } from '../../domain/roles.ts';

/** Rows as the use cases see them (storage adapters map their columns to these). */
export interface UserRecord {
  id: string;
  email: string;
  name: string;
  passwordHash: string;
  role: Role;
  orgId: string | null;
  createdAt: Date;
  lastLoginAt: Date | null;
  disabledAt: Date | null;
}

export interface OrganizationRecord {
  id: string;
  name: string;
  createdAt: Date;
}

export interface SpaceRecord {
  id: string;
  orgId: string;
  name: string;
  slug: string;
  description: string | null;
  isDefault: boolean;
  createdAt: Date;
}

export interface RefreshTokenRecord {
  id: string;
  userId: string;
  familyId: string;
  tokenHash: string;
  expiresAt: Date;
  createdAt: Date;
  usedAt: Date | null;
  revokedAt: Date | null;
}
