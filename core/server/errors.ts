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
  | 'BILLING.NO_ORGANIZATION';

export interface FieldError {
  loc: string[];
  msg: string;
  type: string;
}

/** A failure a use case reports on purpose, with a code and the text the caller sees. */
export class ServerError extends Error {
  constructor(
    readonly code: ServerErrorCode,
    message: string,
    readonly fieldErrors: FieldError[] = [],
  ) {
    super(message);
    this.name = 'ServerError';
  }
}

/** The server's user-facing texts, in one table. */
export const ServerMessages = {
  invalidCredentials: 'Invalid email or password',
  emailTaken: 'An account with this email already exists',
  tokenInvalid: 'Invalid or expired token',
  notAuthenticated: 'Not authenticated',
  accountDisabled: 'This account is disabled',
  createSpaceForbidden: 'Only organization owners and admins can create spaces',
  slugTaken: (slug: string) => `A space with the slug '${slug}' already exists in this organization`,
  invalidSlug: 'Slug may contain only lowercase letters, numbers, and hyphens',
  userNotFound: 'User not found',
  noOrganization: 'This account does not belong to an organization',
  unknownPlan: (type: string) => `Unknown plan '${type}'`,
  billingManagersOnly: 'Only organization owners and admins can manage credits and plans',
  spaceAccessDenied: 'Access denied to this space',
  spaceNotFound: 'Space not found',
} as const;
