import { describe as baseDescribe, expect, it } from 'vitest';
import { databaseUnavailable } from '../support/test-database.ts';
import { serverForFile } from '../support/test-server.ts';
import { registerOwner, withUser } from '../support/test-accounts.ts';
import { chatCalls } from '../support/chat-calls.ts';
import { tempDirForFile } from '../support/temp-dir.ts';
import { agentRuntimeProcess } from '../support/agent-runtime-process.ts';
import { RequestKeys, type Replay } from '../../core/server/idempotency/request-keys.ts';
import { StartAgentRun } from '../../core/server/agents/start-agent-run.ts';
import { UnitOfWork } from '../../core/server/ports/unit-of-work.ts';
import { Clock } from '../../core/server/ports/clock.ts';
import { OpaqueTokenFactory } from '../../core/server/ports/opaque-token-factory.ts';
import type { RequestKeyRecord } from '../../core/server/idempotency/request-key-record.ts';

const describe = baseDescribe.skipIf(databaseUnavailable);

/** A test seam: the request that claims a key stops right after the claim, until released (a slow process). */
class HeldRequestKeys extends RequestKeys {
  private open!: () => void;
  private readonly gate = new Promise<void>((resolve) => (this.open = resolve));
  private claimedNow!: () => void;
  readonly claimed = new Promise<void>((resolve) => (this.claimedNow = resolve));

  override async claim<T>(claim: RequestKeyRecord, replay: Replay<T>): Promise<T | null> {
    const earlier = await super.claim(claim, replay);
    if (!earlier) {
      this.claimedNow();
      await this.gate;
    }
    return earlier;
  }

  letGo(): void {
    this.open();
  }
}

const processDir = tempDirForFile('mw-idempotency-');
const t = serverForFile();
let people = 0;

const owner = async () => withUser(await registerOwner(t, `keys-${++people}@keys.io`, `Keys ${people}`));
const { as } = chatCalls(t);
const sessionCount = async (orgId: string) => (await t.server.database.db.selectFrom('chat_sessions').select('id').where('org_id', '=', orgId).execute()).length;

describe('Idempotency-Key on POST /agents/{slug}/messages/async', () => {
  it('a retry while the first request with the key is still being stored is 409; afterwards it replays that run', async () => {
    const me = await owner();
    // A second process on the same database (as in scale-out) takes the first request and is slow with it.
    const other = await agentRuntimeProcess(t.server.database, processDir);
    const held = new HeldRequestKeys(other.get(UnitOfWork), other.get(Clock), other.get(OpaqueTokenFactory));
    other.rebind(RequestKeys).toConstantValue(held);
    const body = { message: 'Write a launch email for our weekly report' };
    const first = other.get(StartAgentRun).execute({ userId: me.user.id, orgId: me.user.org_id, role: me.user.role }, me.spaceId, 'email-agent', body, 'slow-request-0001');
    await held.claimed;

    const retry = await t.call('POST', '/agents/email-agent/messages/async', { ...as(me, { 'idempotency-key': 'slow-request-0001' }), body });
    expect(retry.status).toBe(409);
    expect(retry.body.detail).toBe('A request with this Idempotency-Key is still being processed; retry it in a moment');
    expect(await sessionCount(me.user.org_id)).toBe(0);

    held.letGo();
    const stored = await first;
    const later = await t.call('POST', '/agents/email-agent/messages/async', { ...as(me, { 'idempotency-key': 'slow-request-0001' }), body });
    expect(later.status).toBe(200);
    expect(later.body).toMatchObject({ session_id: stored.session_id, request_id: stored.request_id, credits_charged: 20 });
    expect(await sessionCount(me.user.org_id)).toBe(1);
    expect((await t.call('GET', '/billing/credits', as(me))).body.remaining).toBe(480);
  });

  it('a refused send leaves no session behind, and frees its key for the next try', async () => {
    const me = await owner();
    const stranger = await owner();
    const send = (body: Record<string, unknown>, extra: { slug?: string; space?: string; key?: string } = {}) =>
      t.call('POST', `/agents/${extra.slug ?? 'seo-agent'}/messages/async`, { token: me.token, headers: { 'x-space-id': extra.space ?? me.spaceId, ...(extra.key ? { 'idempotency-key': extra.key } : {}) }, body });
    await t.call('POST', '/billing/credits/deduct', { ...as(me), body: { amount: 470, description: 'spent elsewhere' } });

    const poor = await send({ message: 'Check my page', mode: 'max' }, { key: 'refused-request-01' });
    expect(poor.status).toBe(402);
    expect(poor.body.detail).toBe('Insufficient credits. This operation requires 40 credits, but you only have 30 remaining.');
    const unknown = await send({ message: 'Check my page', session_id: 'no-such-session' });
    expect(unknown.status).toBe(404);
    const theirs = await t.call('POST', '/agents/seo-agent/messages/async', { ...as(stranger), body: { message: 'Mine' } });
    expect((await send({ message: 'Into their chat', session_id: theirs.body.session_id })).status).toBe(404);
    expect((await send({ message: 'Check my page' }, { space: stranger.spaceId })).status).toBe(403);
    await t.call('PUT', '/agents/email-agent/config', { ...as(me), body: { enabled: false } });
    expect((await send({ message: 'Check my page' }, { slug: 'email-agent' })).status).toBe(404);
    expect(await sessionCount(me.user.org_id)).toBe(0);

    // The refusal did not keep the key: the same key with what the balance allows goes through.
    const cheaper = await send({ message: 'Check my page', mode: 'normal' }, { key: 'refused-request-01' });
    expect(cheaper.status).toBe(200);
    expect(await sessionCount(me.user.org_id)).toBe(1);

    // An expired plan is refused the same way.
    await t.server.database.db.updateTable('credit_accounts').set({ plan_active: 0, reset_date: new Date(Date.now() - 86_400_000).toISOString() }).where('org_id', '=', me.user.org_id).execute();
    const expired = await send({ message: 'Check my page' });
    expect(expired.status).toBe(402);
    expect(expired.body.detail).toBe('Your free plan has expired. Please upgrade your plan to continue using AI agents.');
    expect(await sessionCount(me.user.org_id)).toBe(1);
  });
});
