import { ApiError } from '../domain/api-error.ts';
import { serverMessage } from '../domain/api-error-mapping.ts';

/** A store's failure text: the server's own message when it sent one, else the store's fallback (spec 8.3). */
export function storeError(error: unknown, fallback: string): ApiError {
  if (error instanceof ApiError) {
    const fromServer = serverMessage(error.details);
    return new ApiError(fromServer ?? fallback, error.code, error.status, error.details);
  }
  return new ApiError(fallback, 'REQUEST_ERROR');
}
