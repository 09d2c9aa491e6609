import type { FieldError } from '../domain/field-errors.ts';

/** Codes of the failures the server's use cases report; the HTTP adapter maps each to a status. */
export type ServerErrorCode =
  | 'VALIDATION.INVALID'
  | 'AUTH.INVALID_CREDENTIALS'
  | 'AUTH.EMAIL_TAKEN'
  | 'AUTH.TOKEN_INVALID'
  | 'AUTH.ACCOUNT_DISABLED'
  | 'PERMISSION.DENIED'
  | 'SPACE.SLUG_TAKEN'
  | 'SPACE.NOT_FOUND'
  | 'USER.NOT_FOUND'
  | 'BILLING.UNKNOWN_PLAN'
  | 'BILLING.NO_ORGANIZATION'
  | 'ORG.MEMBER_NOT_FOUND'
  | 'ORG.LAST_OWNER'
  | 'ORG.JOIN_REQUEST_NOT_FOUND'
  | 'ORG.INVITE_INVALID'
  | 'ORG.INVITE_NOT_FOUND'
  | 'ORG.INVITE_RESEND_TOO_SOON'
  | 'AUTH.THROTTLED'
  | 'ADMIN.NOT_FOUND'
  | 'SPACE.DEFAULT_UNDELETABLE'
  | 'PAYMENT.BAD_SIGNATURE'
  | 'AUTH.EMAIL_UNVERIFIED'
  | 'AUTH.TOKEN_EXPIRED'
  | 'AUTH.REGISTRATION_CLOSED'
  | 'AUTH.SESSION_NOT_FOUND'
  | 'AGENT.NOT_FOUND'
  | 'AGENT.SESSION_NOT_FOUND'
  | 'AGENT.MESSAGE_NOT_FOUND'
  | 'AGENT.PLAN_EXPIRED'
  | 'AGENT.INSUFFICIENT_CREDITS'
  | 'AGENT.SPACE_REQUIRED'
  | 'AGENT.NOT_CONTINUABLE'
  | 'AGENT.LINK_INVALID'
  | 'AGENT.RUN_FAILED'
  | 'KB.DOCUMENT_NOT_FOUND'
  | 'KB.URL_NOT_FOUND'
  | 'KB.UNSUPPORTED_TYPE'
  | 'KB.TOO_LARGE'
  | 'KB.LINK_INVALID'
  | 'KB.URL_REFUSED'
  | 'KB.BUSY'
  | 'IDEMPOTENCY.KEY_REUSED'
  | 'IDEMPOTENCY.IN_FLIGHT'
  | 'INTEGRATION.UNKNOWN_PROVIDER'
  | 'INTEGRATION.NOT_AVAILABLE'
  | 'INTEGRATION.NOT_CONNECTED'
  | 'INTEGRATION.AUTH_REFUSED'
  | 'INTEGRATION.PROVIDER_UNAVAILABLE'
  | 'INTEGRATION.RECONNECT_NEEDED'
  | 'INTEGRATION.GA4_OAUTH_EXPIRED'
  | 'INTEGRATION.NOT_CONFIGURED'
  | 'INTEGRATION.NOT_FOUND'
  | 'INTEGRATION.BUSY'
  | 'AGENT.PROPOSAL_NOT_FOUND'
  | 'AGENT.PROPOSAL_CONFLICT'
  | 'AGENT.PROPOSAL_EXPIRED'
  | 'AGENT.RUN_IN_PROGRESS'
  | 'AGENT.RUN_FINISHED'
  | 'SERVICE.BUSY'
  | 'SERVICE.UNAVAILABLE';


/** A failure a use case reports on purpose, with a code and the text the caller sees. */
export class ServerError extends Error {
  constructor(
    readonly code: ServerErrorCode,
    message: string,
    readonly fieldErrors: FieldError[] = [],
    /** Extra facts for the transport (e.g. seconds until a throttled caller may retry). */
    readonly meta: { retryAfterSeconds?: number } = {},
  ) {
    super(message);
    this.name = 'ServerError';
  }
}

/** The server's user-facing texts that no one feature owns (each feature's own are in core/server/<feature>/<feature>-server-messages.ts). */
export const ServerMessages = {
  // A dependency that is slow or gone (503 with Retry-After): the chat maps a text with "timed out" to R-CHATERR-08.
  serverBusy: 'The request timed out: the server is busy. Nothing was changed; try again in a few seconds.',
  databaseUnavailable: 'The database cannot be reached right now. Try again in a minute.',
  redisUnavailable: 'A service the server needs cannot be reached right now. Try again in a minute.',
  noOrganization: 'This account does not belong to an organization',
  unknownPlan: (type: string) => `Unknown plan '${type}'`,
  idempotencyKeyReused: 'This Idempotency-Key was already used for a different request',
  spaceAccessDenied: 'Access denied to this space',
  integrationsManagersOnly: 'Only organization owners and admins can connect or disconnect integrations',
  integrationSoon: (name: string) => `${name} cannot be connected yet: it is coming soon`,
  integrationNotConnected: (name: string) => `${name} is not connected to this space`,
  // An answer or artifact sent or bookmarked (ReadableSources); each feature's own texts are in its folder.
  publishingSourceNotFound: 'That answer or artifact was not found in this space',
  adminTargetNotFound: 'Not found',
  badWebhookSignature: 'Invalid webhook signature',
  requestInFlight: 'A request with this Idempotency-Key is still being processed; retry it in a moment',
  spaceManagersOnly: 'Only organization owners and admins can change spaces',
  knowledgeSpaceRequired: 'Space context required: send X-Space-ID with a space of your organization',
} as const;
