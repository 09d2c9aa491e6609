import { DatabaseSync, type SQLInputValue } from 'node:sqlite';
import type { SqliteDatabase, SqliteStatement } from 'kysely';

/**
 * Kysely's SQLite dialect over Node's built-in `node:sqlite`, so the embedded default needs
 * no native addon to compile. Booleans are stored as 0/1, as SQLite has no boolean type.
 */
export class NodeSqliteDatabase implements SqliteDatabase {
  readonly db: DatabaseSync;

  constructor(path: string) {
    this.db = new DatabaseSync(path);
    this.db.exec('PRAGMA journal_mode = WAL');
    this.db.exec('PRAGMA synchronous = NORMAL');
    this.db.exec('PRAGMA foreign_keys = ON');
    this.db.exec('PRAGMA busy_timeout = 5000');
  }

  close(): void {
    if (this.db.isOpen) this.db.close();
  }

  prepare(sql: string): SqliteStatement {
    const statement = this.db.prepare(sql);
    const bind = (parameters: ReadonlyArray<unknown>) => parameters.map(toSqlValue);
    return {
      reader: statement.columns().length > 0,
      all: (parameters) => statement.all(...bind(parameters)),
      run: (parameters) => {
        const result = statement.run(...bind(parameters));
        return { changes: result.changes, lastInsertRowid: result.lastInsertRowid };
      },
      iterate: (parameters) => statement.iterate(...bind(parameters)),
    };
  }
}

function toSqlValue(value: unknown): SQLInputValue {
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (value instanceof Date) return value.toISOString();
  if (value === undefined) return null;
  return value as SQLInputValue;
}
