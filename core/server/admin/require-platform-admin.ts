import { ServerError } from '../errors.ts';
import { AdminServerMessages } from './admin-server-messages.ts';
import { isPlatformAdmin } from '../../domain/roles.ts';
import type { Principal } from '../auth/principal.ts';

/** Platform admins act across organizations only here; support admins may read, never change. */
export function requirePlatformAdmin(principal: Principal, access: 'read' | 'write'): void {
  if (!isPlatformAdmin(principal.role)) throw new ServerError('PERMISSION.DENIED', AdminServerMessages.platformAdminsOnly);
  if (access === 'write' && principal.role !== 'system_admin') throw new ServerError('PERMISSION.DENIED', AdminServerMessages.readOnlyAdmin);
}
