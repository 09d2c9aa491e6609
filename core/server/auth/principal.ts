import type { Role } from '../../domain/roles.ts';

/** Who is asking: the verified subject of an access token. */
export interface Principal {
  userId: string;
  role: Role;
  orgId: string | null;
}
