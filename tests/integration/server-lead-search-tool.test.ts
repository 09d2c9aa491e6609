import { afterAll, beforeAll, describe as baseDescribe, expect, it } from 'vitest';
import { databaseUnavailable } from '../support/test-database.ts';
import { serverForFile } from '../support/test-server.ts';
import { registerOwner } from '../support/test-accounts.ts';
import { agentToolsForFile, toolScopeOf } from '../support/agent-tools.ts';
import { startApolloSandbox, type ApolloSandbox } from '../../adapters/server/integrations/sandbox/apollo-sandbox.ts';

/**
 * R-OPEN-39: the agents' `lead_search` read tool as the server's container binds it (real database, the Apollo
 * adapter against its contract fake), over a connection made through the HTTP API: offered only once Apollo is
 * connected, a readable table, the people as data, and a model's bad arguments refused.
 */
const describe = baseDescribe.skipIf(databaseUnavailable);
const SECRETS_KEY = '6a'.repeat(32);
const KEY = 'sandbox-apollo-tool-key-0123456789abcdef';
let apollo: ApolloSandbox;

beforeAll(async () => {
  if (databaseUnavailable) return;
  apollo = await startApolloSandbox();
});
afterAll(async () => {
  await apollo?.close();
});
const integrations = () => ({ secretsKey: SECRETS_KEY, apolloUrl: apollo.url });
const t = serverForFile(() => ({ integrations: integrations() }));
const tools = agentToolsForFile(t, integrations, 'mw-lead-tool-');

describe('the lead_search agent tool (R-OPEN-39)', () => {
  it('is offered once Apollo is connected and answers a table with the people as data', async () => {
    const scope = toolScopeOf(await registerOwner(t, 'tool@leads.io', 'Tool Leads'));
    const { token, spaceId } = scope;
    const tool = tools.named('lead_search');
    expect(tool.effect).toBe('read');
    expect(await tool.available(scope)).toBe(false);
    expect((await t.call('POST', '/integrations/apollo/connect', { token, headers: { 'X-Space-ID': spaceId }, body: { access_token: KEY } })).status).toBe(200);
    expect(await tool.available(scope)).toBe(true);
    const outcome = await tool.run(scope, { titles: ['Head of Marketing'], company_sizes: ['51,200'], industries: ['SaaS'], locations: ['Germany'], limit: 50 });
    const lines = outcome.text.split('\n');
    expect(lines[0]).toBe('Apollo found 72 people; the first 50:');
    expect(lines[2]).toBe('| Name | Title | Company | Email on file |');
    // Apollo's search masks last names: the table shows them as Apollo gives them, and says what enrichment adds.
    expect(lines[4]).toMatch(/^\| \S+ \S{2}\*{3}\S \| Head of Marketing \| [^|]+ \| (yes|no) \|$/);
    expect(lines).toHaveLength(56);
    expect(lines.at(-1)).toBe('Last names stay masked, and location, LinkedIn, company size, industry and email stay empty, until the people are saved to a list and enriched (which spends Apollo credits).');
    const data = outcome.data as { people: { externalId: string; title: string; email: string | null }[]; total: number };
    expect(data.total).toBe(72);
    expect(data.people).toHaveLength(50);
    expect(data.people[0]).toMatchObject({ title: 'Head of Marketing', email: null });
    expect(outcome.proposal).toBeUndefined();
    // Nobody matches: said, with how to widen the search, not an empty table.
    const none = await tool.run(scope, { titles: ['Harbour Pilot'], locations: ['Germany'], industries: ['SaaS'] });
    expect(none.text).toBe('Apollo found nobody matching these filters (Harbour Pilot, SaaS, Germany). To widen the search, drop the industry or the location, or try a broader job title.');
    expect(none.data).toEqual({ people: [], total: 0 });
    await expect(tool.run(scope, { company_sizes: ['a lot'] })).rejects.toMatchObject({ code: 'VALIDATION.INVALID' });
  });
});
