import { DatabaseSync, type SQLInputValue, type StatementSync } from 'node:sqlite';

/** Kysely builds a bounded set of SQL texts; the cap only guards against a query built with inlined values. */
const MAX_CACHED_STATEMENTS = 1000;
import type { SqliteDatabase, SqliteStatement } from 'kysely';
import { keyedText, searchKey } from './tenant-search-terms.ts';

/**
 * Kysely's SQLite dialect over Node's built-in `node:sqlite`, so the embedded default needs
 * no native addon to compile. Booleans are stored as 0/1, as SQLite has no boolean type.
 */
export class NodeSqliteDatabase implements SqliteDatabase {
  readonly db: DatabaseSync;
  /**
   * Prepared statements by SQL text. Preparing cost more than running on every request (a profile of GET /me:
   * 9% of the time in prepare); node:sqlite is synchronous, so a cached statement is never run twice at once.
   */
  private readonly statements = new Map<string, { statement: StatementSync; reader: boolean }>();

  constructor(path: string) {
    this.db = new DatabaseSync(path);
    this.db.exec('PRAGMA journal_mode = WAL');
    this.db.exec('PRAGMA synchronous = NORMAL');
    this.db.exec('PRAGMA foreign_keys = ON');
    this.db.exec('PRAGMA busy_timeout = 5000');
    // The owner-keyed full text of chat search, which its triggers write (migration 033, tenant-search-terms.ts).
    this.db.function('search_key', { deterministic: true }, (spaceId, userId) => searchKey(String(spaceId), String(userId)));
    this.db.function('keyed_text', { deterministic: true }, (key, text) => (text === null ? null : keyedText(String(key), String(text))));
  }

  /** The plan SQLite chooses for a statement with these parameters (EXPLAIN QUERY PLAN), one line per step. */
  explain(sql: string, parameters: readonly unknown[]): string[] {
    const rows = this.db.prepare(`EXPLAIN QUERY PLAN ${sql}`).all(...parameters.map(toSqlValue)) as { detail: string }[];
    return rows.map((r) => r.detail);
  }

  close(): void {
    if (this.db.isOpen) this.db.close();
  }

  prepare(sql: string): SqliteStatement {
    const { statement, reader } = this.statement(sql);
    const bind = (parameters: ReadonlyArray<unknown>) => parameters.map(toSqlValue);
    return {
      reader,
      all: (parameters) => statement.all(...bind(parameters)),
      run: (parameters) => {
        const result = statement.run(...bind(parameters));
        return { changes: result.changes, lastInsertRowid: result.lastInsertRowid };
      },
      // A stream keeps its statement open while other queries run: it gets one of its own.
      iterate: (parameters) => this.db.prepare(sql).iterate(...bind(parameters)),
    };
  }

  private statement(sql: string): { statement: StatementSync; reader: boolean } {
    let cached = this.statements.get(sql);
    if (!cached) {
      if (this.statements.size >= MAX_CACHED_STATEMENTS) this.statements.delete(this.statements.keys().next().value!);
      const statement = this.db.prepare(sql);
      cached = { statement, reader: statement.columns().length > 0 };
      this.statements.set(sql, cached);
    }
    return cached;
  }
}

function toSqlValue(value: unknown): SQLInputValue {
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (value instanceof Date) return value.toISOString();
  if (value === undefined) return null;
  return value as SQLInputValue;
}
