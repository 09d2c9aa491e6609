import type { FastifyRequest } from 'fastify';
import type { Authenticate } from '../../../core/server/auth/authenticate.ts';
import type { Principal } from '../../../core/server/auth/principal.ts';

declare module 'fastify' {
  interface FastifyRequest {
    principal?: Principal;
  }
}

/** A preHandler that sets `request.principal` from the bearer token or answers 401. */
export function requireAuth(authenticate: Authenticate) {
  return async (request: FastifyRequest): Promise<void> => {
    const header = request.headers.authorization;
    const token = header?.startsWith('Bearer ') ? header.slice('Bearer '.length).trim() : undefined;
    request.principal = await authenticate.execute(token);
  };
}

export function principalOf(request: FastifyRequest): Principal {
  if (!request.principal) throw new Error('route is missing requireAuth');
  return request.principal;
}
