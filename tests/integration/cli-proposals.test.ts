import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startInstantlySandbox, type InstantlySandbox } from '../../adapters/server/integrations/sandbox/instantly-sandbox.ts';
import { cliServerForFile, cliSession } from '../support/cli-server.ts';

/**
 * R-OPEN-38: the CLI lists an agent chat's proposed actions and applies one, in this process (its runCli)
 * against a real server; Instantly (its contract fake) sees the write only after `proposals apply`.
 */
let instantly: InstantlySandbox;
beforeAll(async () => {
  instantly = await startInstantlySandbox();
});
afterAll(async () => {
  await instantly?.close();
});
const server = cliServerForFile('proposals', () => ({ offlineEnginePaceMs: 0, integrations: { instantlyUrl: instantly.url } }));
const { cli } = server;

beforeAll(async () => {
  expect((await cli(['register', '--email', 'cli@acting.test', '--name', 'Cleo', '--org', 'Acting CLI', '--password', 'correct horse battery'])).code).toBe(0);
});

async function api(method: string, path: string, token: string, spaceId: string, body?: unknown): Promise<any> {
  const res = await fetch(`${server.url}/api/v1${path}`, { method, headers: { authorization: `Bearer ${token}`, 'x-space-id': spaceId, ...(body ? { 'content-type': 'application/json' } : {}) }, body: body ? JSON.stringify(body) : undefined });
  return res.json();
}

describe('CLI proposals', () => {
  it('lists the latest chat\'s proposed action and applies it; Instantly sees the write only then', async () => {
    const { token, spaceId } = await cliSession(server.configHome);
    await api('POST', '/integrations/instantly/connect', token, spaceId, { access_token: 'sandbox-cli-key-0123456789' });
    const chat = await cli(['chat', 'email-agent', 'Create an Instantly campaign draft from this email\nSubject: Hello {{firstName}}\nHi {{firstName}}, meet Zephyr.']);
    expect(chat.code).toBe(0);
    expect(chat.stdout).toContain('Nothing is created until you apply the card below.');

    const listed = await cli(['proposals']);
    expect(listed.code).toBe(0);
    expect(listed.stdout).toContain('Create an Instantly campaign draft');
    expect(listed.stdout).toContain('  Where: Instantly');
    expect(listed.stdout).toContain('  - Name: Hello {{firstName}}');
    expect(listed.stdout).toContain('  Status: pending');
    const id = listed.stdout.split('\n')[0]!.split(/\s+/)[0]!;
    expect(instantly.seen.filter((r) => r.method === 'POST' && r.path.endsWith('/campaigns'))).toHaveLength(0);

    const applied = await cli(['proposals', 'apply', id]);
    expect(applied.code).toBe(0);
    expect(applied.stdout).toContain("Status: applied: ");
    expect(instantly.seen.filter((r) => r.method === 'POST' && r.path.endsWith('/campaigns'))).toHaveLength(1);
    const again = await cli(['proposals', 'apply', id]);
    expect(again.code).toBe(1);
    expect(again.stderr).toContain('This action was applied already');
    expect((await cli(['proposals', 'launch', id])).code).toBe(2);
  });
});
