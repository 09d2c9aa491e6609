import type { HttpRequest, HttpResponse } from '../../core/client/ports/http.port.ts';
import type { Clock } from '../../core/client/ports/clock.port.ts';
import type { SessionUser } from '../../core/domain/user.ts';
import type { FakeOutbox } from './fake-outbox.ts';

/** An account of the fake server; org_id is '' for someone without an organization, as the real server answers. */
export interface FakeAccount extends SessionUser {
  password: string;
  disabled?: boolean;
}

/** One row of the fake audit log (the real server's AuditTrail). */
export interface FakeAuditRecord {
  action: string;
  actorId: string | null;
  orgId: string | null;
  target?: string | null;
  details?: unknown;
}

/**
 * What the fake server shares with its organization and admin backends (fake-organization-backend.ts,
 * fake-admin-backend.ts): its accounts and sessions, the organizations' credits, the mail outbox.
 */
export interface FakeDirectory {
  readonly clock: Clock;
  readonly outbox: FakeOutbox;
  nextId(kind: string): string;
  /** Every account, in the order they were created. */
  accounts(): FakeAccount[];
  accountByEmail(email: string): FakeAccount | undefined;
  addAccount(fields: Omit<FakeAccount, 'id'>): FakeAccount;
  issueTokens(account: FakeAccount): { access_token: string; refresh_token: string };
  /** Ends the account's sessions: its refresh tokens stop working. */
  endSessions(account: FakeAccount): void;
  /** The signed-in caller of a request, or the 401 the server answers instead. */
  caller(request: HttpRequest): FakeAccount | HttpResponse;
  /** POST /register as the fake server answers it: a new organization with its owner. */
  registerOrganization(body: Record<string, unknown>): HttpResponse;
  /** The organization's plan and credits as GET /billing/plan and /billing/credits show them. */
  planOf(orgId: string): { type: string; name: string } & Record<string, unknown>;
  creditsOf(orgId: string): { used: number; total: number; remaining: number } & Record<string, unknown>;
  /** Starts a new period on this plan (false for a plan the catalogue does not offer). */
  startPlan(orgId: string, planType: string): boolean;
  /** Adds credits to the organization with a ledger row; returns the transaction id. */
  grant(orgId: string, amount: number, feature: string, activity: string): string;
  audit(record: FakeAuditRecord): void;
}
