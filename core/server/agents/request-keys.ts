import { inject, injectable } from 'inversify';
import { UnitOfWork } from '../ports/unit-of-work.ts';
import { Clock } from '../ports/clock.ts';
import { OpaqueTokenFactory } from '../ports/opaque-token-factory.ts';
import { ServerError, ServerMessages } from '../errors.ts';
import type { Principal } from '../auth/principal.ts';
import type { AgentRunRecord, RunKeyRecord } from './records.ts';

/** A claim older than this whose run was never stored belongs to a request that died: the key may be reused. */
export const ABANDONED_CLAIM_MS = 60_000;

/**
 * Idempotency keys of agent requests, scoped to the caller (organization and user). A replay with the same
 * request answers the run the key already stands for and creates nothing; the same key with a different
 * request is refused (422); one whose first request is still being stored is refused as in flight (409).
 */
@injectable()
export class RequestKeys {
  constructor(
    @inject(UnitOfWork) private readonly uow: UnitOfWork,
    @inject(Clock) private readonly clock: Clock,
    // A one-way hash is all a fingerprint needs: the request itself is kept in the run.
    @inject(OpaqueTokenFactory) private readonly hashes: OpaqueTokenFactory,
  ) {}

  claimFor(principal: Principal, key: string, requestId: string, request: unknown): RunKeyRecord {
    return { orgId: principal.orgId!, userId: principal.userId, key, fingerprint: this.hashes.hash(canonicalJson(request)), requestId, state: 'in_flight', claimedAt: this.clock.now() };
  }

  /** Takes the key for this request (null), or answers the run of the earlier identical request. */
  async claim(claim: RunKeyRecord): Promise<AgentRunRecord | null> {
    return this.uow.run(async (repos) => {
      const held = await repos.runKeys.claim(claim);
      if (held.requestId === claim.requestId) return null;
      if (held.fingerprint !== claim.fingerprint) throw new ServerError('AGENT.REQUEST_KEY_REUSED', ServerMessages.requestKeyReused);
      const run = held.state === 'done' ? await repos.agentRuns.find(held.requestId) : null;
      if (run) return run;
      const abandoned = held.state === 'in_flight' && claim.claimedAt.getTime() - held.claimedAt.getTime() >= ABANDONED_CLAIM_MS;
      if (abandoned && (await repos.runKeys.takeOver(held, claim))) return null;
      throw new ServerError('AGENT.REQUEST_IN_FLIGHT', ServerMessages.requestInFlight);
    });
  }

  /** A refused request leaves its key free: the caller may send it again (after topping up, say). */
  async release(claim: RunKeyRecord): Promise<void> {
    await this.uow.run((repos) => repos.runKeys.release(claim));
  }
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
