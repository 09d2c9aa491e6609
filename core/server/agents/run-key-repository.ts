import type { RunKeyRecord } from './records.ts';

/** Idempotency keys of agent requests, per organization and user, bound to one unit of work. */
export interface RunKeyRepository {
  /** Records the key as in flight unless the caller already used it; answers the key as stored either way. */
  claim(claim: RunKeyRecord): Promise<RunKeyRecord>;
  /** Hands a key whose claimant never stored its run to a new request; false when it moved meanwhile. */
  takeOver(held: RunKeyRecord, claim: RunKeyRecord): Promise<boolean>;
  /** Marks the key done for this request; false when it is no longer this request's. */
  complete(claim: RunKeyRecord): Promise<boolean>;
  /** Forgets a claim whose request was refused, so the caller may try the key again. */
  release(claim: RunKeyRecord): Promise<void>;
}
