import { afterAll, beforeAll, describe as baseDescribe, expect, it } from 'vitest';
import { databaseUnavailable } from '../support/test-database.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

let t: TestServer;
const describe = baseDescribe.skipIf(databaseUnavailable);

beforeAll(async () => {
  if (databaseUnavailable) return;
  t = await startTestServer();
});
afterAll(async () => t?.stop());

describe('refresh token rotation under concurrency', () => {
  it('of ten concurrent refreshes with one token, at most one succeeds', async () => {
    const reg = await t.call('POST', '/register', { body: { email: 'race@x.io', password: 'ember-quartz-harbor-77', name: 'R', org_name: 'R' } });
    const results = await Promise.all(
      Array.from({ length: 10 }, () => t.call('POST', '/refresh', { body: { refresh_token: reg.body.refresh_token } })),
    );
    const ok = results.filter((r) => r.status === 200);
    expect(ok.length).toBeLessThanOrEqual(1);
    expect(results.every((r) => r.status === 200 || r.status === 401)).toBe(true);
  });
});
