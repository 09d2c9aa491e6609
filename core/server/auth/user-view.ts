import type { SessionUser } from '../../domain/auth/user.ts';
import type { UserRecord } from '../ports/records.ts';

/** The user as the API shows it (spec section 3: id, email, name, role, org_id). */
export function toSessionUser(user: UserRecord): SessionUser {
  return { id: user.id, email: user.email, name: user.name, role: user.role, org_id: user.orgId ?? '' };
}
