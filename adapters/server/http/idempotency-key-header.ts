import { z } from 'zod';

/**
 * The Idempotency-Key header of every call that charges or grants (agent sends; credit deducts, adds and
 * purchases): one rule and one description for all. A malformed key is refused (422) rather than ignored:
 * the caller would believe its retries were safe.
 */
export const IdempotencyKeyHeader = z.looseObject({
  'idempotency-key': z
    .string()
    .regex(/^[\w-]{8,100}$/)
    .optional()
    .describe("8-100 letters, digits, _ or -. A retry with the same key and body answers as the first request did and does not repeat it (keys are the caller's own); the same key with another body is 422"),
});
