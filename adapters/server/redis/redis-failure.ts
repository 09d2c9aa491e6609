/**
 * Whether an error is ioredis giving up on a Redis that is gone (its retries spent, its connection closed), rather
 * than a fault of the request or the code: the HTTP layer answers it 503 with Retry-After, never 500.
 */
export function redisUnavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return error.name === 'MaxRetriesPerRequestError' || error.message === 'Connection is closed.' || error.message.startsWith("Stream isn't writeable");
}
