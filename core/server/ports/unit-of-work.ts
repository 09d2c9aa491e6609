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
}

/** Runs work in one transaction: all of it is stored, or none. */
export interface UnitOfWork {
  run<T>(work: (repos: Repositories) => Promise<T>): Promise<T>;
}
export const UnitOfWork: ServiceIdentifier<UnitOfWork> = Symbol.for('server.UnitOfWork');
