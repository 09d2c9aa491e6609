import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { FieldError } from '../../../core/domain/field-errors.ts';
import { ServerError, ServerMessages, type ServerErrorCode } from '../../../core/server/errors.ts';
import { JsonBodyTooDeep } from './json-depth-limit.ts';
import { databaseFailure } from '../db/database-failure.ts';
import { redisUnavailable } from '../redis/redis-failure.ts';

const STATUS_BY_CODE: Record<ServerErrorCode, number> = {
  'VALIDATION.INVALID': 422,
  'AUTH.INVALID_CREDENTIALS': 401,
  'AUTH.EMAIL_TAKEN': 409,
  'AUTH.TOKEN_INVALID': 401,
  'AUTH.ACCOUNT_DISABLED': 403,
  'PERMISSION.DENIED': 403,
  'SPACE.SLUG_TAKEN': 409,
  'SPACE.NOT_FOUND': 404,
  'USER.NOT_FOUND': 404,
  'BILLING.UNKNOWN_PLAN': 422,
  'BILLING.NO_ORGANIZATION': 403,
  'ORG.MEMBER_NOT_FOUND': 404,
  'ORG.LAST_OWNER': 409,
  'ORG.JOIN_REQUEST_NOT_FOUND': 404,
  'ORG.INVITE_INVALID': 400,
  'ORG.INVITE_NOT_FOUND': 404,
  'ORG.INVITE_RESEND_TOO_SOON': 429,
  'AUTH.THROTTLED': 429,
  'ADMIN.NOT_FOUND': 404,
  'SPACE.DEFAULT_UNDELETABLE': 409,
  'PAYMENT.BAD_SIGNATURE': 400,
  'AUTH.EMAIL_UNVERIFIED': 403,
  'AUTH.TOKEN_EXPIRED': 400,
  'AUTH.REGISTRATION_CLOSED': 403,
  'AUTH.SESSION_NOT_FOUND': 404,
  'AGENT.NOT_FOUND': 404,
  'AGENT.SESSION_NOT_FOUND': 404,
  'AGENT.MESSAGE_NOT_FOUND': 404,
  'AGENT.PLAN_EXPIRED': 402,
  'AGENT.INSUFFICIENT_CREDITS': 402,
  'AGENT.SPACE_REQUIRED': 400,
  'AGENT.NOT_CONTINUABLE': 400,
  'AGENT.LINK_INVALID': 403,
  'AGENT.RUN_FAILED': 502,
  'KB.DOCUMENT_NOT_FOUND': 404,
  'KB.URL_NOT_FOUND': 404,
  'KB.UNSUPPORTED_TYPE': 415,
  'KB.TOO_LARGE': 413,
  'KB.LINK_INVALID': 403,
  'KB.URL_REFUSED': 422,
  'KB.BUSY': 409,
  'IDEMPOTENCY.KEY_REUSED': 422,
  'IDEMPOTENCY.IN_FLIGHT': 409,
  'INTEGRATION.UNKNOWN_PROVIDER': 404,
  'INTEGRATION.NOT_AVAILABLE': 409,
  'INTEGRATION.NOT_CONNECTED': 409,
  'INTEGRATION.AUTH_REFUSED': 422,
  'INTEGRATION.PROVIDER_UNAVAILABLE': 503,
  'INTEGRATION.RECONNECT_NEEDED': 409,
  // Spec 8.1: a 401 on /integrations/ga4/ paths means Google's authorization, not the session, expired.
  'INTEGRATION.GA4_OAUTH_EXPIRED': 401,
  'INTEGRATION.NOT_CONFIGURED': 409,
  'INTEGRATION.NOT_FOUND': 404,
  'INTEGRATION.BUSY': 409,
  'AGENT.PROPOSAL_NOT_FOUND': 404,
  'AGENT.PROPOSAL_CONFLICT': 409,
  'AGENT.PROPOSAL_EXPIRED': 410,
  'AGENT.RUN_IN_PROGRESS': 409,
  'AGENT.RUN_FINISHED': 409,
  'SERVICE.BUSY': 503,
  'SERVICE.UNAVAILABLE': 503,
};

/** Seconds a 503 asks the caller to wait: a bound that fired clears quickly; a dependency that is gone, slower. */
export const RETRY_BUSY_SECONDS = 2;
export const RETRY_UNAVAILABLE_SECONDS = 15;

/**
 * Every error leaves as JSON `{detail}`: field errors as a list (422), the rest as text; never a stack. A database
 * that is busy (a statement, lock or pool-checkout bound fired) or unreachable, or a Redis that is gone, is a 503
 * with Retry-After, never a 500.
 */
export function handleError(error: FastifyError | Error, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const database = databaseFailure(error);
  if (database) {
    request.log.warn({ err: error }, `database ${database}`);
    reply.header('Retry-After', String(database === 'busy' ? RETRY_BUSY_SECONDS : RETRY_UNAVAILABLE_SECONDS));
    return reply.status(503).send({ detail: database === 'busy' ? ServerMessages.serverBusy : ServerMessages.databaseUnavailable });
  }
  if (redisUnavailable(error)) {
    request.log.warn({ err: error }, 'redis unavailable');
    reply.header('Retry-After', String(RETRY_UNAVAILABLE_SECONDS));
    return reply.status(503).send({ detail: ServerMessages.redisUnavailable });
  }
  if (error instanceof ServerError) {
    const status = STATUS_BY_CODE[error.code];
    if (error.meta.retryAfterSeconds !== undefined) reply.header('Retry-After', String(error.meta.retryAfterSeconds));
    const detail = error.fieldErrors.length > 0 ? error.fieldErrors : error.message;
    return reply.status(status).send({ detail });
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const where = (error as { validationContext?: string }).validationContext ?? 'body';
    const detail: FieldError[] = error.validation.map((v) => ({
      loc: [where, ...v.instancePath.split('/').filter(Boolean)],
      msg: v.message ?? 'Invalid value',
      type: v.keyword,
    }));
    return reply.status(422).send({ detail });
  }
  if (error instanceof JsonBodyTooDeep) return reply.status(error.statusCode).send({ detail: [error.fieldError] });
  const status = (error as FastifyError).statusCode;
  if (status && status >= 400 && status < 500) {
    const detail = (error as FastifyError).code === 'FST_ERR_CTP_INVALID_JSON_BODY' ? 'Malformed JSON body' : error.message;
    return reply.status(status).send({ detail });
  }
  request.log.error({ err: error }, 'unhandled error');
  return reply.status(500).send({ detail: 'Internal server error' });
}
