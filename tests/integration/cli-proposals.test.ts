import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer } from '../../adapters/server/start-server.ts';
import { startInstantlySandbox, type InstantlySandbox } from '../../adapters/server/integrations/sandbox/instantly-sandbox.ts';
import { runCliInProcess, type CliResult } from '../support/cli-runner.ts';

/**
 * R-OPEN-38: the CLI lists an agent chat's proposed actions and applies one, in this process (its runCli)
 * against a real server; Instantly (its contract fake) sees the write only after `proposals apply`.
 */
let server: { url: string; close(): Promise<void> };
let instantly: InstantlySandbox;
let dataDir: string;
let configHome: string;

function cli(args: string[]): Promise<CliResult> {
  const env: NodeJS.ProcessEnv = { ...process.env, XDG_CONFIG_HOME: configHome, MW_SERVER_URL: server.url };
  delete env.MW_PASSWORD;
  return runCliInProcess(args, env);
}

async function api(method: string, path: string, token: string, spaceId: string, body?: unknown): Promise<any> {
  const res = await fetch(`${server.url}/api/v1${path}`, { method, headers: { authorization: `Bearer ${token}`, 'x-space-id': spaceId, ...(body ? { 'content-type': 'application/json' } : {}) }, body: body ? JSON.stringify(body) : undefined });
  return res.json();
}

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'mw-cli-proposals-server-'));
  configHome = await mkdtemp(join(tmpdir(), 'mw-cli-proposals-config-'));
  instantly = await startInstantlySandbox();
  server = await startServer({ port: 0, dataDir, webRoot: null, offlineEnginePaceMs: 0, integrations: { instantlyUrl: instantly.url } });
  expect((await cli(['register', '--email', 'cli@acting.test', '--name', 'Cleo', '--org', 'Acting CLI', '--password', 'correct horse battery'])).code).toBe(0);
});

afterAll(async () => {
  await server?.close();
  await instantly?.close();
  for (const dir of [dataDir, configHome]) if (dir) await rm(dir, { recursive: true, force: true });
});

describe('CLI proposals', () => {
  it('lists the latest chat\'s proposed action and applies it; Instantly sees the write only then', async () => {
    const stored = JSON.parse(await readFile(join(configHome, 'marketing-workspace', 'default.json'), 'utf8'));
    const [token, spaceId] = [stored.access_token as string, stored.currentSpaceId as string];
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
