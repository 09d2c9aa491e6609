import { keyOfCursor, type PageKey } from '../domain/list-cursor.ts';
import { ServerError } from './errors.ts';

/** The key a list request's cursor names (none without one); text that is no cursor is a validation error (422). */
export function pageAfter(cursor: string | undefined, field = 'cursor'): PageKey | undefined {
  if (cursor === undefined || cursor === '') return undefined;
  const key = keyOfCursor(cursor);
  if (!key) throw new ServerError('VALIDATION.INVALID', 'Validation error', [{ loc: ['query', field], msg: 'Not a cursor this list gave', type: 'value_error' }]);
  return key;
}
