import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApolloSandbox, type ApolloSandbox } from '../../adapters/server/integrations/sandbox/apollo-sandbox.ts';
import { cliServerForFile, cliSession } from '../support/cli-server.ts';

/**
 * R-OPEN-39: `npm run cli -- leads` (its runCli, in this process) against a real server, Apollo being its contract
 * fake: not connected, then a search by title, location, size and industry page by page, the lists and one list.
 */
let apollo: ApolloSandbox;
beforeAll(async () => {
  apollo = await startApolloSandbox();
});
afterAll(async () => {
  await apollo?.close();
});
const server = cliServerForFile('leads', () => ({ offlineEnginePaceMs: 0, integrations: { apolloUrl: apollo.url } }));
const { cli } = server;

beforeAll(async () => {
  expect((await cli(['register', '--email', 'cli@leads.test', '--name', 'Lea', '--org', 'Leads CLI', '--password', 'correct horse battery'])).code).toBe(0);
}, 60_000);

describe('CLI leads', () => {
  it('says Apollo is not connected, then searches page by page and shows the saved lists', async () => {
    const before = await cli(['leads', 'search', '--title', 'Head of Marketing']);
    expect(before.code).toBe(1);
    expect(before.stderr).toContain('Apollo is not connected to this space');
    const { token, spaceId } = await cliSession(server.configHome);
    const headers = { authorization: `Bearer ${token}`, 'x-space-id': spaceId, 'content-type': 'application/json' };
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
