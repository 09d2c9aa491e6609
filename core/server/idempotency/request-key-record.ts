/** Whose key it is: the organization and the user who sent it. Another caller's identical key is another key. */
export interface RequestKeyScope {
  orgId: string;
  userId: string;
}

/**
 * An Idempotency-Key as one caller used it, bound to the fingerprint of the whole request it came with.
 * `claimId` names the attempt holding the key; `in_flight` until that attempt's work commits, `done` (with
 * `resultId`: the run, ledger row or payment the request produced) in that same commit.
 */
export interface RequestKeyRecord extends RequestKeyScope {
  key: string;
  fingerprint: string;
  claimId: string;
  state: 'in_flight' | 'done';
  resultId: string | null;
  claimedAt: Date;
}
