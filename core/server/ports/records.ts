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
  emailVerifiedAt?: Date | null;
}

export interface OrganizationRecord {
  id: string;
  name: string;
  createdAt: Date;
  /** Free-form settings (website, industry, analytics properties...). */
  settings: Record<string, unknown>;
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
  /** The browser or client that opened the session, and from where (the sessions list); null when unknown. */
  userAgent?: string | null;
  ip?: string | null;
}

/** One signed-in session: a live refresh-token family, as the sessions list shows it. */
export interface SessionRecord {
  /** The family id. */
  id: string;
  startedAt: Date;
  /** When its refresh token was last rotated (or the session opened). */
  lastUsedAt: Date;
  userAgent: string | null;
  ip: string | null;
}

export interface CreditAccountRecord {
  orgId: string;
  planType: string;
  /** Whether the paid plan is in good standing (a free plan is always active). */
  planActive: boolean;
  periodStart: Date;
  resetDate: Date;
  /** Credits granted for the current period (plan allowance plus any additions). */
  total: number;
  used: number;
  /** Remaining credits; never below zero. */
  balance: number;
  updatedAt: Date;
}

export type TransactionType = 'debit' | 'credit';

export interface CreditTransactionRecord {
  id: string;
  orgId: string;
  userId: string | null;
  spaceId: string | null;
  /** Always positive; the type says which way it went. */
  credits: number;
  transactionType: TransactionType;
  feature: string;
  activity: string;
  agentName: string | null;
  mode: string | null;
  baseCredits: number | null;
  status: string;
  activityDetails: unknown;
  relatedType: string | null;
  relatedId: string | null;
  idempotencyKey: string | null;
  balanceAfter: number;
  createdAt: Date;
}

export interface InviteRecord {
  id: string;
  orgId: string;
  email: string;
  role: Role;
  tokenHash: string;
  invitedBy: string;
  createdAt: Date;
  expiresAt: Date;
  acceptedAt: Date | null;
}

export type JoinRequestStatus = 'pending' | 'approved' | 'denied';

export interface JoinRequestRecord {
  id: string;
  orgId: string;
  userId: string;
  status: JoinRequestStatus;
  createdAt: Date;
  decidedAt: Date | null;
  decidedBy: string | null;
}

export interface OneTimeTokenRecord {
  id: string;
  purpose: 'verify_email' | 'waitlist_pass' | 'password_reset';
  /** The user it verifies or lets set a new password, or the waitlist entry it admits. */
  subjectId: string;
  tokenHash: string;
  expiresAt: Date;
  usedAt: Date | null;
  createdAt: Date;
}

export interface WaitlistEntryRecord {
  id: string;
  email: string;
  name: string;
  company: string | null;
  status: 'pending' | 'approved';
  createdAt: Date;
  approvedAt: Date | null;
}

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  /** The one action link of the message (invite, verification), kept for the outbox and logs. */
  link?: string;
}
