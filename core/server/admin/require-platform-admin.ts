import { ServerError, ServerMessages } from '../errors.ts';
import { isPlatformAdmin } from '../../domain/roles.ts';
import type { Principal } from '../auth/principal.ts';

/** Platform admins act across organizations only here; support admins may read, never change. */
export function requirePlatformAdmin(principal: Principal, access: 'read' | 'write'): void {
  if (!isPlatformAdmin(principal.role)) throw new ServerError('PERMISSION.DENIED', ServerMessages.platformAdminsOnly);
  if (access === 'write' && principal.role !== 'system_admin') throw new ServerError('PERMISSION.DENIED', ServerMessages.readOnlyAdmin);
}
