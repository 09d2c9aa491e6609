import type { PageKey } from '../../domain/list-cursor.ts';
import type { ServiceIdentifier } from 'inversify';
import type { UserRecord } from './records.ts';

/** What authenticating a request reads: the account, and whether the session its access token names has ended. */
export interface AuthenticationRead {
  readonly user: UserRecord;
  readonly sessionEnded: boolean;
}

export interface UserRepository {
  findById(id: string): Promise<UserRecord | null>;
  /**
   * The account a request authenticates as, and whether the session (refresh-token family) its access token
   * names has ended, in one read: every authenticated request makes it. Outside a transaction the server's
   * adapter may answer from a read of the last few seconds, which every change to the account or its sessions
   * made through a unit of work forgets at once, on every process (AccountReadCache).
   */
  findForAuthentication(id: string, sessionId: string | null): Promise<AuthenticationRead | null>;
  /**
   * What {@link findForAuthentication} would answer from the last few seconds' read, at once, without reading;
   * undefined when it has to read (nothing kept, the cache off, or inside a transaction).
   */
  knownForAuthentication(id: string, sessionId: string | null): AuthenticationRead | undefined;
  /** Emails are compared case-insensitively (stored lowercased). */
  findByEmail(email: string): Promise<UserRecord | null>;
  create(user: UserRecord): Promise<void>;
  recordLogin(id: string, at: Date): Promise<void>;
  count(): Promise<number>;
  listByOrganization(orgId: string): Promise<UserRecord[]>;
  /** Whether any member of any organization has an email at this domain. */
  domainHasOrganization(domain: string): Promise<string | null>;
  setMembership(id: string, orgId: string | null, role: UserRecord['role']): Promise<void>;
  setDisabled(id: string, at: Date | null): Promise<void>;
  markEmailVerified(id: string, at: Date): Promise<void>;
  setPasswordHash(id: string, passwordHash: string): Promise<void>;
  setName(id: string, name: string): Promise<void>;
  /** Newest first; from just after `after` when given (keyset: the rows before it are not read, nor counted: total null), else from `offset`. */
  search(query: string, limit: number, offset: number, after?: PageKey): Promise<{ rows: UserRecord[]; total: number | null }>;
}
export const UserRepository: ServiceIdentifier<UserRepository> = Symbol.for('server.UserRepository');
