import { describe as baseDescribe, expect, it } from 'vitest';
import { databaseUnavailable } from '../support/test-database.ts';
import { serverForFile } from '../support/test-server.ts';

const t = serverForFile();
const describe = baseDescribe.skipIf(databaseUnavailable);

describe('refresh token rotation under concurrency', () => {
  it('of ten concurrent refreshes with one token, each is answered once with a pair of that session, and the used token is then spent for good', async () => {
    const reg = await t.call('POST', '/register', { body: { email: 'race@x.io', password: 'ember-quartz-harbor-77', name: 'R', org_name: 'R' } });
    const results = await Promise.all(
      Array.from({ length: 10 }, () => t.call('POST', '/refresh', { body: { refresh_token: reg.body.refresh_token } })),
    );
    // Within the reuse interval these are tabs of one session (docs/SECURITY.md V7): every one is served, each new token distinct.
    expect(results.map((r) => r.status)).toEqual(Array(10).fill(200));
    expect(new Set(results.map((r) => r.body.refresh_token)).size).toBe(10);
    const sessions = await t.server.database.db.selectFrom('refresh_tokens').select('family_id').where('user_id', '=', reg.body.user.id).execute();
    expect(new Set(sessions.map((s) => s.family_id)).size).toBe(1);
    // Past the interval the same token is a leak: refused, and the whole session with it.
    await t.server.database.db.updateTable('refresh_tokens').set({ used_at: new Date(Date.now() - 31_000).toISOString() }).where('user_id', '=', reg.body.user.id).where('used_at', 'is not', null).execute();
    expect((await t.call('POST', '/refresh', { body: { refresh_token: reg.body.refresh_token } })).status).toBe(401);
    expect((await t.call('POST', '/refresh', { body: { refresh_token: results[3]!.body.refresh_token } })).status).toBe(401);
  });
});
