import { sql, type Kysely } from 'kysely';
import type { DatabaseSchema } from './schema.ts';

interface Unit {
  work(trx: Kysely<DatabaseSchema>): Promise<unknown>;
  resolve(value: unknown): void;
  reject(error: unknown): void;
}

type Outcome = { unit: Unit; value: unknown; failed: false } | { unit: Unit; error: unknown; failed: true };

/**
 * SQLite's units of work that arrive in one turn of the event loop commit together. A commit writes every page
 * it changed to the log, and concurrent charges change the same few pages (the credit account, the ends of the
 * ledger's and the audit log's indexes): in a profile of contended deductions the COMMIT alone took 30% of the
 * time. One commit for the turn's units costs about what one unit's did.
 *
 * Each unit runs in its own savepoint, after the one before it, as if alone: one that fails is undone alone and
 * rejected with its own error. None is answered before the commit that stores it has completed, so nothing is
 * reported stored that a crash before that commit could lose; if the commit fails, every unit of it is rejected.
 * (SQLite runs one transaction at a time anyway: grouping only changes how often it commits.)
 */
export class GroupCommit {
  private readonly waiting: Unit[] = [];
  private started = false;

  constructor(
    private readonly db: Kysely<DatabaseSchema>,
    /** At most this many in one commit: reads outside a transaction wait while it runs. */
    private readonly maxUnits = 32,
  ) {}

  run<T>(work: (trx: Kysely<DatabaseSchema>) => Promise<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      this.waiting.push({ work, resolve: resolve as (value: unknown) => void, reject });
      if (!this.started) {
        this.started = true;
        // After the turn's I/O callbacks: the requests that arrived with this one queue their units first.
        setImmediate(() => void this.commitWaiting());
      }
    });
  }

  private async commitWaiting(): Promise<void> {
    try {
      while (this.waiting.length > 0) await this.commitSome();
    } finally {
      this.started = false;
    }
  }

  private async commitSome(): Promise<void> {
    const done: Outcome[] = [];
    let running: Unit | undefined;
    try {
      await this.db.transaction().execute(async (trx) => {
        while (done.length < this.maxUnits && this.waiting.length > 0) {
          const unit = (running = this.waiting.shift()!);
          await sql`savepoint unit_of_work`.execute(trx);
          try {
            const value = await unit.work(trx);
            await sql`release savepoint unit_of_work`.execute(trx);
            done.push({ unit, value, failed: false });
          } catch (error) {
            await sql`rollback to savepoint unit_of_work`.execute(trx);
            await sql`release savepoint unit_of_work`.execute(trx);
            done.push({ unit, error, failed: true });
          }
          running = undefined;
        }
      });
    } catch (error) {
      // The commit, or undoing a unit, failed: nothing of this group is stored. No transaction could begin (the
      // database is closed): the units waiting for one are refused, as each alone would have been.
      if (done.length === 0 && !running) for (const unit of this.waiting.splice(0, this.maxUnits)) unit.reject(error);
      for (const outcome of done) outcome.unit.reject(outcome.failed ? outcome.error : error);
      running?.reject(error);
      return;
    }
    for (const outcome of done) {
      if (outcome.failed) outcome.unit.reject(outcome.error);
      else outcome.unit.resolve(outcome.value);
    }
  }
}
