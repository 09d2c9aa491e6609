import type { RequestKeyRecord } from './request-key-record.ts';

/** Idempotency keys of requests, per organization and user, bound to one unit of work. */
export interface RequestKeyRepository {
  /** The key as stored, or null when the caller never used it. */
  find(claim: RequestKeyRecord): Promise<RequestKeyRecord | null>;
  /** Records the key as in flight unless the caller already used it; answers the key as stored either way. */
  claim(claim: RequestKeyRecord): Promise<RequestKeyRecord>;
  /** Hands a key whose claimant never finished to a new attempt; false when it moved meanwhile. */
  takeOver(held: RequestKeyRecord, claim: RequestKeyRecord): Promise<boolean>;
  /** Marks the key done for this attempt with what it produced; false when it is no longer this attempt's. */
  complete(claim: RequestKeyRecord, resultId: string): Promise<boolean>;
  /** Forgets an attempt's claim whose request was refused, so the caller may try the key again. */
  release(claim: RequestKeyRecord): Promise<void>;
}
