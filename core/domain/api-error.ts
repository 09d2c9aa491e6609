/** Error codes of the normalised API error (spec 8.1). */
export type ApiErrorCode =
  | 'UNAUTHORIZED'
  | 'GA4_OAUTH_EXPIRED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'VALIDATION_ERROR'
  | 'RATE_LIMITED'
  | 'INTERNAL_ERROR'
  | 'SERVER_ERROR'
  | 'TIMEOUT_ERROR'
  | 'NETWORK_ERROR'
  | 'CANCELLED'
  | 'LOGGED_OUT'
  | 'REQUEST_ERROR'
  | 'AUTH_REQUIRED'
  | 'SPACE_CONTEXT_REQUIRED';

/** The normalised API error {message, code, status, details}. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly code: ApiErrorCode,
    readonly status: number | null = null,
    readonly details: unknown = undefined,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}
