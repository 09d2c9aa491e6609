// The composition root still imports RequestKeys from here; the concept lives in core/server/idempotency.
export { RequestKeys } from '../idempotency/request-keys.ts';
