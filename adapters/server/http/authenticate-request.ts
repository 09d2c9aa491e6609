import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Authenticate, Authenticated } from '../../../core/server/auth/authenticate.ts';
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

/**
 * An onRequest hook (before body validation, so strangers learn nothing about inputs) that sets `request.principal`
 * or answers 401. A callback hook, not an async one: when the token and the account are known already (most of a
 * signed-in page's requests) it decides at once, without a promise; otherwise it waits for the full check.
 */
export function requireAuth(authenticate: Authenticate) {
  return (request: FastifyRequest, _reply: FastifyReply, done: (error?: Error) => void): void => {
    const header = request.headers.authorization;
    const token = header?.startsWith('Bearer ') ? header.slice('Bearer '.length).trim() : undefined;
    const admit = ({ principal, account }: Authenticated) => {
      request.principal = principal;
      request.account = account;
      done();
    };
    let known: Authenticated | undefined;
    try {
      known = authenticate.known(token);
    } catch (error) {
      return done(error as Error);
    }
    if (known) return admit(known);
    authenticate.withExpiry(token).then(admit, done);
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
