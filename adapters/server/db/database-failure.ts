/** A money unit of work that waited its organization's turn too long: refused before it took a connection. */
export class DatabaseBusy extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'DatabaseBusy';
  }
}

// PostgreSQL's SQLSTATEs for a bound that fired or a server that is going away.
const BUSY_CODES = new Set(['57014', '55P03', '53300', '53400']); // query_canceled (statement_timeout), lock_not_available (lock_timeout), too_many_connections, configuration_limit_exceeded
const UNAVAILABLE_CODES = new Set(['57P01', '57P02', '57P03', '08000', '08001', '08003', '08004', '08006']); // admin/crash shutdown, cannot connect now, connection failures
const UNAVAILABLE_ERRNOS = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENOTFOUND']);

/**
 * Whether an error is the database being busy (a statement, lock or pool-checkout bound fired: retry soon) or
 * unavailable (nothing answers), rather than a fault of the request or the code. Null for any other error.
 */
export function databaseFailure(error: unknown): 'busy' | 'unavailable' | null {
  if (error instanceof DatabaseBusy) return 'busy';
  if (!(error instanceof Error)) return null;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && BUSY_CODES.has(code)) return 'busy';
  if (typeof code === 'string' && (UNAVAILABLE_CODES.has(code) || UNAVAILABLE_ERRNOS.has(code))) return 'unavailable';
  // pg-pool's checkout bound (connectionTimeoutMillis) and pg's own connection losses carry no code.
  if (error.message === 'timeout exceeded when trying to connect') return 'busy';
  if (/^Connection terminated/.test(error.message)) return 'unavailable';
  return null;
}
