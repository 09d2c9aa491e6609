import type { Role } from '../../domain/roles.ts';

/** Who is asking: the verified subject of an access token. */
export interface Principal {
  userId: string;
  role: Role;
  orgId: string | null;
  /** The session (refresh-token family) of the access token, when it names one. */
  sessionId?: string | null;
}
