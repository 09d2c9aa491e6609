/** Whether a failed statement broke a unique or primary key: PostgreSQL's SQLSTATE 23505, SQLite's constraint error. */
export function isUniqueViolation(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (code === '23505') return true;
  return typeof message === 'string' && /UNIQUE constraint failed/.test(message);
}
