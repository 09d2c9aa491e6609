import { inject, injectable } from 'inversify';
import { UnitOfWork, type Repositories } from '../ports/unit-of-work.ts';
import { Clock } from '../ports/clock.ts';
import { OpaqueTokenFactory } from '../ports/opaque-token-factory.ts';
import { ServerError, ServerMessages } from '../errors.ts';
import type { RequestKeyRecord, RequestKeyScope } from './request-key-record.ts';

/** A claim older than this whose work never committed belongs to a request that died: the key may be reused. */
export const ABANDONED_CLAIM_MS = 60_000;

/** How a use case answers a replay from what the first request produced (its `resultId`). */
export type Replay<T> = (repos: Repositories, resultId: string) => Promise<T>;

/**
 * The one idempotency model of the server (agent sends, credit deductions and additions, purchases): an
 * Idempotency-Key is scoped to the caller (organization and user) and bound to a fingerprint of the whole
 * request. A replay of the same request answers what the first produced and creates nothing; the same key
 * with another request is 422; one whose first request is still in flight is 409.
 *
 * The key turns `done` in the unit of work that writes the money (`claimWithin` + `complete` there), so a
 * crash can neither charge twice nor lose the key. A request may also `claim` its key in a commit of its
 * own first, so a retry meanwhile sees it in flight (409) instead of waiting on it.
 */
@injectable()
export class RequestKeys {
  constructor(
    @inject(UnitOfWork) private readonly uow: UnitOfWork,
    @inject(Clock) private readonly clock: Clock,
    // A one-way hash is all a fingerprint needs: the request itself is kept by what it produced.
    @inject(OpaqueTokenFactory) private readonly hashes: OpaqueTokenFactory,
  ) {}

  /** This attempt's claim on the caller's key; `request` is everything that makes the request what it is. */
  claimFor(scope: RequestKeyScope, key: string, claimId: string, request: unknown): RequestKeyRecord {
    return { orgId: scope.orgId, userId: scope.userId, key, fingerprint: this.hashes.hash(canonicalJson(request)), claimId, state: 'in_flight', resultId: null, claimedAt: this.clock.now() };
  }

  /** In a commit of its own: takes the key for this attempt (null), or answers the earlier identical request. */
  async claim<T>(claim: RequestKeyRecord, replay: Replay<T>): Promise<T | null> {
    return this.uow.run((repos) => this.claimWithin(repos, claim, replay));
  }

  /** Within the caller's unit of work: takes the key (null), or answers the earlier identical request. */
  async claimWithin<T>(repos: Repositories, claim: RequestKeyRecord, replay: Replay<T>): Promise<T | null> {
    const held = await repos.requestKeys.claim(claim);
    if (held.claimId === claim.claimId) return null;
    this.requireSameRequest(held, claim);
    if (held.state === 'done' && held.resultId !== null) return replay(repos, held.resultId);
    const abandoned = held.state === 'in_flight' && claim.claimedAt.getTime() - held.claimedAt.getTime() >= ABANDONED_CLAIM_MS;
    if (abandoned && (await repos.requestKeys.takeOver(held, claim))) return null;
    throw inFlight();
  }

  /** Without claiming: the earlier identical request's answer if it finished, null if the key is free or in flight. */
  async earlier<T>(claim: RequestKeyRecord, replay: Replay<T>): Promise<T | null> {
    return this.uow.run(async (repos) => {
      const held = await repos.requestKeys.find(claim);
      if (!held) return null;
      this.requireSameRequest(held, claim);
      return held.state === 'done' && held.resultId !== null ? replay(repos, held.resultId) : null;
    });
  }

  /** Within the unit of work that writes what the request produced: the key is done with it, or nothing commits. */
  async complete(repos: Repositories, claim: RequestKeyRecord, resultId: string): Promise<void> {
    if (!(await repos.requestKeys.complete(claim, resultId))) throw inFlight();
  }

  /** A refused request leaves its key free: the caller may send it again (after topping up, say). */
  async release(claim: RequestKeyRecord): Promise<void> {
    await this.uow.run((repos) => repos.requestKeys.release(claim));
  }

  private requireSameRequest(held: RequestKeyRecord, claim: RequestKeyRecord): void {
    if (held.fingerprint !== claim.fingerprint) throw new ServerError('IDEMPOTENCY.KEY_REUSED', ServerMessages.idempotencyKeyReused);
  }
}

/** The answer to a retry whose first request has not finished yet. */
export function inFlight(): ServerError {
  return new ServerError('IDEMPOTENCY.IN_FLIGHT', ServerMessages.requestInFlight);
}

/** JSON with sorted keys and without empty values, so equal requests hash equally however they were written. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined && v !== null)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}
