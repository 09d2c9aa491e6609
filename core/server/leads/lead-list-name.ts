import { ServerError } from '../errors.ts';
import { LeadsServerMessages } from './leads-server-messages.ts';

export const MAX_LIST_NAME = 120;

/** A list's name, trimmed, 1 to 120 characters, no control characters; else 422 on `name`. */
export function leadListName(raw: string | undefined): string {
  const name = (raw ?? '').replace(/[\u0000-\u001f\u007f]/g, ' ').trim();
  if (!name || name.length > MAX_LIST_NAME) throw new ServerError('VALIDATION.INVALID', LeadsServerMessages.leadListNameRequired, [{ loc: ['body', 'name'], msg: LeadsServerMessages.leadListNameRequired, type: 'value_error' }]);
  return name;
}
