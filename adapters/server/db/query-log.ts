import type { LogEvent } from 'kysely';

/** LOG_QUERIES: `slow:<ms>` logs every statement that took at least that long (`slow:0`: all of them); `off` or unset: none. */
export interface QueryLogSettings {
  slowerThanMs: number;
}

/** One logged statement: its SQL with placeholders (never the values, which may be secrets), its time and, on SQLite, its plan. */
export interface QueryLogEntry {
  ms: number;
  sql: string;
  plan?: string[];
  error?: string;
}

export function parseQueryLogSetting(value: string | undefined): QueryLogSettings | undefined {
  const setting = value?.trim() ?? '';
  if (setting === '' || setting === 'off') return undefined;
  const slow = /^slow:(\d+)$/.exec(setting);
  if (!slow) throw new Error(`LOG_QUERIES must be "slow:<milliseconds>" (e.g. slow:50) or "off", not "${setting}"`);
  return { slowerThanMs: Number(slow[1]) };
}

/**
 * Kysely's `log` option: the statements at or over the threshold (failed ones too), each with the plan `explain`
 * gives for it (EXPLAIN QUERY PLAN on SQLite), so the next slow query names itself and says why.
 */
export function slowQueryLog(settings: QueryLogSettings, write: (entry: QueryLogEntry) => void, explain?: (sql: string, parameters: readonly unknown[]) => string[]): (event: LogEvent) => void {
  return (event) => {
    if (event.queryDurationMillis < settings.slowerThanMs) return;
    const entry: QueryLogEntry = { ms: Math.round(event.queryDurationMillis * 10) / 10, sql: event.query.sql };
    if (event.level === 'error') entry.error = event.error instanceof Error ? event.error.message : String(event.error);
    if (explain) {
      try {
        const plan = explain(event.query.sql, event.query.parameters);
        if (plan.length) entry.plan = plan;
      } catch {
        // Not every statement has a plan (a savepoint, a pragma), and a failed one may not prepare again.
      }
    }
    write(entry);
  };
}
