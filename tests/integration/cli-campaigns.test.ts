import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startInstantlySandbox, type InstantlySandbox } from '../../adapters/server/integrations/sandbox/instantly-sandbox.ts';
import { cliServerForFile, cliSession } from '../support/cli-server.ts';

/**
 * R-OPEN-38: `npm run cli -- campaigns` (its runCli, in this process) against a real server, Instantly being its
 * contract fake: a draft from a body file (its Subject: line and variables kept), the list, and the analytics.
 */
let instantly: InstantlySandbox;
beforeAll(async () => {
  instantly = await startInstantlySandbox();
});
afterAll(async () => {
  await instantly?.close();
});
const server = cliServerForFile('campaigns', () => ({ offlineEnginePaceMs: 0, integrations: { instantlyUrl: instantly.url } }));
const { cli } = server;

beforeAll(async () => {
  expect((await cli(['register', '--email', 'cli@campaigns.test', '--name', 'Cami', '--org', 'Campaign CLI', '--password', 'correct horse battery'])).code).toBe(0);
});

describe('CLI campaigns', () => {
  it('says Instantly is not connected, then creates a draft from a file, lists it and shows its analytics', async () => {
    const before = await cli(['campaigns']);
    expect(before.code).toBe(1);
    expect(before.stderr).toContain('Instantly is not connected to this space');
    const { token, spaceId } = await cliSession(server.configHome);
    const res = await fetch(`${server.url}/api/v1/integrations/instantly/connect`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'x-space-id': spaceId, 'content-type': 'application/json' },
      body: JSON.stringify({ access_token: 'sandbox-cli-campaigns-0123456789' }),
    });
    expect(res.status).toBe(200);
    const body = join(server.dataDir, 'email.txt');
    await writeFile(body, 'Subject: Hello {{firstName}}\n\nHi {{firstName}}, a quick idea for {{companyName}}.\n');
    const draft = await cli(['campaigns', 'draft', '--name', 'CLI launch', '--body-file', body]);
    expect(draft.code).toBe(0);
    expect(draft.stdout).toContain('Draft created in Instantly:');
    expect(draft.stdout).toContain('draft      CLI launch  (1 step)');
    const sent = instantly.seen.find((s) => s.method === 'POST' && s.path === '/api/v2/campaigns')!;
    expect(sent.body).toMatchObject({ sequences: [{ steps: [{ variants: [{ subject: 'Hello {{firstName}}', body: 'Hi {{firstName}}, a quick idea for {{companyName}}.' }] }] }] });
    const list = await cli(['campaigns']);
    expect(list.code).toBe(0);
    expect(list.stdout).toContain('CLI launch');
    const id = list.stdout.trim().split(/\s+/)[0]!;
    const analytics = await cli(['campaigns', 'analytics', id, '--days', '7']);
    expect(analytics.code).toBe(0);
    expect(analytics.stdout).toContain('date        sent  opened  replied  bounced');
    expect(analytics.stdout).toMatch(/total\s+0\s+0\s+0\s+0/);
    // Instantly gives one campaign's bounces as a total only: each day says n/a, not 0.
    expect(analytics.stdout).toMatch(/\d{4}-\d{2}-\d{2}\s+0\s+0\s+0\s+n\/a/);
    expect(analytics.stdout).toContain("Instantly gives a campaign's bounces as a total only, not by day.");
    const missing = await cli(['campaigns', 'draft', '--body-file', body]);
    expect(missing.code).toBe(2);
  }, 180_000);
});
