import type { ServiceIdentifier } from 'inversify';
import type { UserRepository } from './user-repository.ts';
import type { OrganizationRepository } from './organization-repository.ts';
import type { SpaceRepository } from './space-repository.ts';
import type { RefreshTokenRepository } from './refresh-token-repository.ts';
import type { CreditAccountRepository } from './credit-account-repository.ts';
import type { CreditTransactionRepository } from './credit-transaction-repository.ts';
import type { InviteRepository } from './invite-repository.ts';
import type { JoinRequestRepository } from './join-request-repository.ts';
import type { OneTimeTokenRepository } from './one-time-token-repository.ts';
import type { WaitlistRepository } from './waitlist-repository.ts';
import type { ChatRepository } from '../agents/chat-repository.ts';
import type { AgentRunRepository } from '../agents/agent-run-repository.ts';
import type { RequestKeyRepository } from '../idempotency/request-key-repository.ts';
import type { ArtifactRepository } from '../agents/artifact-repository.ts';
import type { AuditLogRepository } from './audit-log-repository.ts';

/** The repositories, all bound to one database transaction. */
export interface Repositories {
  users: UserRepository;
  organizations: OrganizationRepository;
  spaces: SpaceRepository;
  refreshTokens: RefreshTokenRepository;
  creditAccounts: CreditAccountRepository;
  ledger: CreditTransactionRepository;
  invites: InviteRepository;
  joinRequests: JoinRequestRepository;
  oneTimeTokens: OneTimeTokenRepository;
  waitlist: WaitlistRepository;
  /** The agent runtime's rows: a charge, its run and its messages commit together. */
  chats: ChatRepository;
  agentRuns: AgentRunRepository;
  artifacts: ArtifactRepository;
  /** Idempotency keys: one turns done in the commit that writes what its request produced. */
  requestKeys: RequestKeyRepository;
  /** Audit entries that commit with the money they record. */
  auditLog: AuditLogRepository;
}

/**
 * What a unit of work does, where that decides how long it may wait: `money` takes the organization's credit
 * row (a charge, a grant), so it waits on that row a short, fixed time and, with other units of the same
 * organization, takes only a few of the database's connections; one organization's busy row never holds up
 * another's requests. A unit that waits too long is refused with a retryable "busy" error, having changed nothing.
 */
export type UnitOfWorkKind = { kind: 'money'; orgId: string };

/** Runs work in one transaction: all of it is stored, or none. */
export interface UnitOfWork {
  run<T>(work: (repos: Repositories) => Promise<T>, kind?: UnitOfWorkKind): Promise<T>;
  /**
   * Reads outside a transaction: each statement sees what is committed when it runs. For the reads of every
   * request (the caller's account and session), where a transaction's BEGIN and COMMIT cost more than the reads
   * and no snapshot across statements is needed. Never for writes or read-then-write.
   */
  read<T>(work: (repos: Repositories) => Promise<T>): Promise<T>;
  /** {@link read}'s repositories for work that asks only what they already know (no statement): it runs at once. */
  readKnown<T>(work: (repos: Repositories) => T): T;
}
export const UnitOfWork: ServiceIdentifier<UnitOfWork> = Symbol.for('server.UnitOfWork');
