import { sql, type Kysely } from 'kysely';
import type { Repositories, UnitOfWork, UnitOfWorkKind } from '../../../core/server/ports/unit-of-work.ts';
import type { HealthProbe } from '../../../core/server/ports/health-probe.ts';
import type { Clock } from '../../../core/server/ports/clock.ts';
import type { DatabaseSchema } from './schema.ts';
import { KyselyUserRepository } from './kysely-user-repository.ts';
import { KyselyOrganizationRepository } from './kysely-organization-repository.ts';
import { KyselySpaceRepository } from './kysely-space-repository.ts';
import { KyselyRefreshTokenRepository } from './kysely-refresh-token-repository.ts';
import { KyselyCreditAccountRepository } from './kysely-credit-account-repository.ts';
import { KyselyCreditTransactionRepository } from './kysely-credit-transaction-repository.ts';
import { KyselyInviteRepository } from './kysely-invite-repository.ts';
import { KyselyJoinRequestRepository } from './kysely-join-request-repository.ts';
import { KyselyOneTimeTokenRepository } from './kysely-one-time-token-repository.ts';
import { KyselyWaitlistRepository } from './kysely-waitlist-repository.ts';
import { KyselyChatRepository } from './kysely-chat-repository.ts';
import { KyselyAgentRunRepository } from './kysely-agent-run-repository.ts';
import { KyselyRequestKeyRepository } from './kysely-request-key-repository.ts';
import { KyselyArtifactRepository } from './kysely-artifact-repository.ts';
import { KyselyAuditLogRepository } from './kysely-audit-log-repository.ts';
import type { AccountCacheLink, AccountReadCache } from './account-read-cache.ts';
import type { AccountChanges } from './account-changes.ts';
import type { GroupCommit } from './group-commit.ts';
import type { MoneyTurns } from './money-turns.ts';
import { answerWithin } from '../system/answer-within.ts';

function repositoriesFor(db: Kysely<DatabaseSchema>, clock: Clock, accounts?: AccountCacheLink): Repositories {
  return {
    users: new KyselyUserRepository(db, accounts),
    organizations: new KyselyOrganizationRepository(db),
    spaces: new KyselySpaceRepository(db),
    refreshTokens: new KyselyRefreshTokenRepository(db, accounts),
    creditAccounts: new KyselyCreditAccountRepository(db),
    ledger: new KyselyCreditTransactionRepository(db),
    invites: new KyselyInviteRepository(db),
    joinRequests: new KyselyJoinRequestRepository(db),
    oneTimeTokens: new KyselyOneTimeTokenRepository(db),
    waitlist: new KyselyWaitlistRepository(db),
    chats: new KyselyChatRepository(db),
    agentRuns: new KyselyAgentRunRepository(db),
    artifacts: new KyselyArtifactRepository(db),
    requestKeys: new KyselyRequestKeyRepository(db),
    auditLog: new KyselyAuditLogRepository(db, clock),
  };
}

/**
 * One database transaction per unit of work over PostgreSQL; over SQLite, with `groupCommit`, the units of one
 * turn of the event loop each in a savepoint of one transaction (see GroupCommit).
 */
export class KyselyUnitOfWork implements UnitOfWork, HealthProbe {
  /** Repositories over the database itself (no transaction); they hold no state, so one set serves every read. */
  private readonly outside: Repositories;

  constructor(
    private readonly db: Kysely<DatabaseSchema>,
    private readonly clock: Clock,
    /**
     * The server's: authentication reads answer from `cache`, and every commit that changes an account forgets it
     * there and tells the other processes. Without it (tests, tools) every read goes to the database.
     */
    private readonly accountReads?: { cache: AccountReadCache; changes: AccountChanges },
    private readonly groupCommit?: GroupCommit,
    /**
     * PostgreSQL's money bounds: an organization's money transactions take turns (MoneyTurns) before they take
     * a connection, and each waits at most `lockMs` on a lock or a statement (SET LOCAL at its start).
     */
    private readonly money?: { turns: MoneyTurns; lockMs: number },
  ) {
    // Outside a transaction a write commits as it runs, so it is forgotten at once.
    this.outside = repositoriesFor(db, clock, accountReads && { cache: accountReads.cache, changed: (id) => this.accountsChanged([id]) });
  }

  async run<T>(work: (repos: Repositories) => Promise<T>, kind?: UnitOfWorkKind): Promise<T> {
    const changed = new Set<string>();
    const link = this.accountReads && { changed: (id: string) => changed.add(id) };
    const inTransaction = (trx: Kysely<DatabaseSchema>) => work(repositoriesFor(trx, this.clock, link));
    const money = kind?.kind === 'money' && !this.groupCommit ? this.money : undefined;
    const endTurn = money ? await money.turns.take(kind!.orgId) : undefined;
    try {
      if (this.groupCommit) return await this.groupCommit.run(inTransaction);
      if (!money) return await this.db.transaction().execute(inTransaction);
      const bound = `${money.lockMs}ms`;
      return await this.db.transaction().execute(async (trx) => {
        await sql`select set_config('lock_timeout', ${bound}, true), set_config('statement_timeout', ${bound}, true)`.execute(trx);
        return inTransaction(trx);
      });
    } finally {
      endTurn?.();
      // After the commit (or the rollback, when forgetting is merely useless): a read that began before it
      // cannot store what it read (see AccountReadCache), and a read after it sees the change.
      if (changed.size > 0) this.accountsChanged([...changed]);
    }
  }

  private accountsChanged(userIds: string[]): void {
    this.accountReads!.cache.forget(userIds);
    this.accountReads!.changes.publish(userIds);
  }

  read<T>(work: (repos: Repositories) => Promise<T>): Promise<T> {
    return work(this.outside);
  }

  readKnown<T>(work: (repos: Repositories) => T): T {
    return work(this.outside);
  }

  /** A statement through the pool within a second: a pool that cannot serve one that soon is not ready. */
  async databaseOk(): Promise<boolean> {
    await answerWithin(sql`select 1`.execute(this.db), 1_000);
    return true;
  }
}
