import { ApiError } from './api-error.ts';
import { Messages } from './messages.ts';
import { fieldProblemsIn } from './field-errors.ts';

/** Picks the server's own text from an error body: `detail` (string), `message` or `error`. */
export function serverMessage(body: unknown): string | undefined {
  if (typeof body === 'string' && body.trim()) return body;
  if (body && typeof body === 'object') {
    const b = body as Record<string, unknown>;
    for (const key of ['detail', 'message', 'error'] as const) {
      const v = b[key];
      if (typeof v === 'string' && v.trim()) return v;
    }
    // Field errors ({detail: [{msg}]}): their texts are the server's reasons.
    const texts = fieldProblemsIn(body).map((problem) => problem.message);
    if (texts.length) return texts.join('; ');
  }
  return undefined;
}

/** Maps an HTTP error status and body to the normalised error of spec 8.1. */
export function mapHttpError(status: number, body: unknown, path: string): ApiError {
  const text = serverMessage(body);
  const lower = (text ?? '').toLowerCase();
  switch (status) {
    case 401:
      if (path.includes('/integrations/ga4/')) {
        return new ApiError(Messages.ga4OauthExpired, 'GA4_OAUTH_EXPIRED', status, body);
      }
      return new ApiError(text ?? Messages.authRequired, 'UNAUTHORIZED', status, body);
    case 403:
      return new ApiError(
        lower.includes('space') ? Messages.accessDeniedToSpace : Messages.permissionDenied,
        'FORBIDDEN',
        status,
        body,
      );
    case 404:
      if (lower.includes('space') && lower.includes('not found')) {
        return new ApiError(Messages.currentSpaceNotFound, 'NOT_FOUND', status, body);
      }
      if (lower.includes('agent') && lower.includes('not found')) {
        return new ApiError(Messages.agentNotAvailable, 'NOT_FOUND', status, body);
      }
      return new ApiError(Messages.resourceNotFound, 'NOT_FOUND', status, body);
    case 422:
      return new ApiError(Messages.validationError, 'VALIDATION_ERROR', status, body);
    case 429:
      return new ApiError(Messages.tooManyRequests, 'RATE_LIMITED', status, body);
    case 500:
      return new ApiError(Messages.internalServerError, 'INTERNAL_ERROR', status, body);
    default:
      return new ApiError(text ?? Messages.serverError, 'SERVER_ERROR', status, body);
  }
}
