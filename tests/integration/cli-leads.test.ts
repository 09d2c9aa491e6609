import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer } from '../../adapters/server/start-server.ts';
import { startApolloSandbox, type ApolloSandbox } from '../../adapters/server/integrations/sandbox/apollo-sandbox.ts';
import { runCliInProcess, type CliResult } from '../support/cli-runner.ts';

/**
 * R-OPEN-39: `npm run cli -- leads` (its runCli, in this process) against a real server, Apollo being its contract
 * fake: not connected, then a search by title, location, size and industry page by page, the lists and one list.
 */
let server: { url: string; close(): Promise<void> };
let apollo: ApolloSandbox;
let dataDir: string;
let configHome: string;

function cli(args: string[]): Promise<CliResult> {
  const env: NodeJS.ProcessEnv = { ...process.env, XDG_CONFIG_HOME: configHome, MW_SERVER_URL: server.url };
  delete env.MW_PASSWORD;
  return runCliInProcess(args, env);
}

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'mw-cli-leads-server-'));
  configHome = await mkdtemp(join(tmpdir(), 'mw-cli-leads-config-'));
  apollo = await startApolloSandbox();
  server = await startServer({ port: 0, dataDir, webRoot: null, offlineEnginePaceMs: 0, integrations: { apolloUrl: apollo.url } });
  expect((await cli(['register', '--email', 'cli@leads.test', '--name', 'Lea', '--org', 'Leads CLI', '--password', 'correct horse battery'])).code).toBe(0);
}, 60_000);

afterAll(async () => {
  await server?.close();
  await apollo?.close();
  for (const dir of [dataDir, configHome]) if (dir) await rm(dir, { recursive: true, force: true });
});

describe('CLI leads', () => {
  it('says Apollo is not connected, then searches page by page and shows the saved lists', async () => {
    const before = await cli(['leads', 'search', '--title', 'Head of Marketing']);
    expect(before.code).toBe(1);
    expect(before.stderr).toContain('Apollo is not connected to this space');
    const stored = JSON.parse(await readFile(join(configHome, 'marketing-workspace', 'default.json'), 'utf8'));
    const headers = { authorization: `Bearer ${stored.access_token}`, 'x-space-id': stored.currentSpaceId, 'content-type': 'application/json' };
    const res = await fetch(`${server.url}/api/v1/integrations/apollo/connect`, { method: 'POST', headers, body: JSON.stringify({ access_token: 'sandbox-cli-leads-0123456789' }) });
    expect(res.status).toBe(200);
    const found = await cli(['leads', 'search', '--title', 'Head of Marketing', '--location', 'Germany', '--size', '51,200', '--industry', 'SaaS', '--page', '2']);
    expect(found.code).toBe(0);
    const lines = found.stdout.trim().split('\n');
    expect(lines[0]).toBe('72 people found, page 2 of 3');
    expect(lines).toHaveLength(27);
    // Apollo's search masks last names and gives no size or location: they are not made up.
    expect(lines[1]).toMatch(/^\S+  \S+ \S{2}\*{3}\S  Head of Marketing  \S.*$/);
    expect(lines[1]).not.toMatch(/51-100|101-200|Germany/);
    expect(lines.at(-1)).toBe('Apollo masks last names, and gives no size, location or email, until the people are saved to a list and enriched.');
    // Nobody found: said so, with the flags to drop (R-OPEN-15's hint, in the CLI's words).
    const nobody = await cli(['leads', 'search', '--title', 'Harbour Pilot', '--industry', 'SaaS', '--location', 'Germany']);
    expect(nobody.code).toBe(0);
    expect(nobody.stdout.trim()).toBe('Nobody matches these filters. To widen the search, drop --industry or --location, or try a broader --title.');
    expect((await cli(['leads', 'lists'])).stdout).toContain('No lead lists in this space yet.');
    const people = (JSON.parse((await cli(['leads', 'search', '--title', 'Head of Marketing', '--location', 'Germany', '--json'])).stdout) as { people: unknown[] }).people.slice(0, 2);
    const saved = await fetch(`${server.url}/api/v1/lead-lists`, { method: 'POST', headers, body: JSON.stringify({ name: 'CLI list', leads: people }) });
    const listId = ((await saved.json()) as { list: { id: string } }).list.id;
    expect((await cli(['leads', 'lists'])).stdout).toContain(`${listId}  CLI list  (2 leads)`);
    const shown = await cli(['leads', 'show', listId]);
    expect(shown.code).toBe(0);
    expect(shown.stdout.trim().split('\n')).toHaveLength(3);
  }, 90_000);
});
