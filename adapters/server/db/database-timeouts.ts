/**
 * How long PostgreSQL work may wait, so that no statement, lock or pool checkout waits without end (a locked row
 * must never freeze a process). Every statement and lock wait is bounded on each pooled connection; a money unit
 * of work (UnitOfWorkKind `money`) sets its own, shorter bounds in its transaction and waits for its
 * organization's turn in memory, before it takes a connection. A bound that fires is answered 503 with
 * Retry-After (see database-failure.ts).
 */
export interface DatabaseTimeouts {
  /** statement_timeout of every pooled connection. */
  statementMs: number;
  /** lock_timeout of every pooled connection. */
  lockMs: number;
  /** lock_timeout and statement_timeout of a money transaction (SET LOCAL at its start). */
  moneyLockMs: number;
  /** How many money transactions of one organization hold connections at once in one process. */
  moneyPerOrganization: number;
  /** How long a money transaction waits in memory for its organization's turn before it is refused. */
  moneyTurnMs: number;
  /** How long a request waits for a pooled connection (pg's connectionTimeoutMillis). */
  acquireMs: number;
  /** idle_in_transaction_session_timeout: a transaction left open by a stuck process ends and frees its locks. */
  idleInTransactionMs: number;
  /** Connections in the pool. */
  poolSize: number;
}

/**
 * An API process answers people: its waits are short, so a busy database gives a prompt 503 instead of a hang.
 * A worker answers nobody while it waits, and a refund that fails would only be retried later: its bounds are
 * longer, but still bounds.
 */
export function databaseTimeoutsFor(role: 'all' | 'api' | 'worker'): DatabaseTimeouts {
  if (role === 'worker') {
    return { statementMs: 60_000, lockMs: 20_000, moneyLockMs: 20_000, moneyPerOrganization: 3, moneyTurnMs: 30_000, acquireMs: 30_000, idleInTransactionMs: 120_000, poolSize: 10 };
  }
  return { statementMs: 10_000, lockMs: 3_000, moneyLockMs: 2_000, moneyPerOrganization: 3, moneyTurnMs: 4_000, acquireMs: 3_000, idleInTransactionMs: 60_000, poolSize: 10 };
}
