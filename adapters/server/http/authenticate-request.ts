import type { FastifyRequest } from 'fastify';
import type { Authenticate } from '../../../core/server/auth/authenticate.ts';
import type { CheckSpaceAccess } from '../../../core/server/spaces/check-space-access.ts';
import type { Principal } from '../../../core/server/auth/principal.ts';
import type { UserRecord } from '../../../core/server/ports/records.ts';
import { callerSpace } from '../../../core/server/spaces/caller-space.ts';

declare module 'fastify' {
  interface FastifyRequest {
    principal?: Principal;
    /** The caller's account as requireAuth read it for this request. */
    account?: UserRecord;
    /** The X-Space-ID of the request, checked to belong to the caller's organization. */
    spaceId?: string | null;
  }
}

/** An onRequest hook (before body validation, so strangers learn nothing about inputs) that sets `request.principal` or answers 401. */
export function requireAuth(authenticate: Authenticate) {
  return async (request: FastifyRequest): Promise<void> => {
    const header = request.headers.authorization;
    const token = header?.startsWith('Bearer ') ? header.slice('Bearer '.length).trim() : undefined;
    const { principal, account } = await authenticate.withExpiry(token);
    request.principal = principal;
    request.account = account;
  };
}

export function principalOf(request: FastifyRequest): Principal {
  if (!request.principal) throw new Error('route is missing requireAuth');
  return request.principal;
}

/** After requireAuth: when the request names a space (X-Space-ID), it must be one of the caller's. */
export function checkSpaceHeader(checkSpaceAccess: CheckSpaceAccess) {
  return async (request: FastifyRequest): Promise<void> => {
    const header = request.headers['x-space-id'];
    const spaceId = typeof header === 'string' && header.trim() ? header.trim() : null;
    if (spaceId) await checkSpaceAccess.execute(principalOf(request), spaceId);
    request.spaceId = spaceId;
  };
}

/**
 * The space a request works in (X-Space-ID, already checked as the caller's by `checkSpaceHeader`). Platform
 * admins have no organization and so no spaces; a request without the header is told `missing`.
 */
export function spaceOfRequest(request: FastifyRequest, missing: string): string {
  return callerSpace(principalOf(request), request.spaceId, missing).spaceId;
}
