import { afterAll, beforeAll, describe as baseDescribe, expect, it } from 'vitest';
import { databaseUnavailable } from '../support/test-database.ts';
import { serverForFile } from '../support/test-server.ts';
import { startApolloSandbox, type ApolloSandbox } from '../../adapters/server/integrations/sandbox/apollo-sandbox.ts';
import { registerOwner, registerMember, inSpace } from '../support/test-accounts.ts';

/**
 * Lead search with Apollo over HTTP (R-OPEN-39, R-OPEN-15): search through
 * the contract fake, save to a list deduplicated by Apollo id or email, export CSV (formulas neutralized),
 * enrichment only on a confirming call by someone allowed to spend credits, another organization sees nothing,
 * and the API key never leaves the server.
 */
const describe = baseDescribe.skipIf(databaseUnavailable);
let fake: ApolloSandbox;
const KEY = 'sandbox-apollo-7c6b5a4938271605f4e3d2c1b0a99887';

beforeAll(async () => {
  if (databaseUnavailable) return;
  fake = await startApolloSandbox();
});
afterAll(async () => {
  await fake?.close();
});
const t = serverForFile(() => ({ integrations: { apolloUrl: fake.url } }));

const heads = { titles: ['Head of Marketing'], company_sizes: ['51,200'], industries: ['SaaS'], locations: ['Germany'] };

async function connected(email: string, org: string) {
  const owner = await registerOwner(t, email, org);
  const res = await t.call('POST', '/integrations/apollo/connect', { ...inSpace(owner), body: { access_token: KEY } });
  expect(res.status).toBe(200);
  return owner;
}

describe('lead search with Apollo', () => {
  it('connects with a key it checked first, searches page by page, and never answers with the key', async () => {
    const owner = await registerOwner(t, 'olga@leads.io', 'Leads Co');
    const before = await t.call('POST', '/integrations/apollo/search', { ...inSpace(owner), body: heads });
    expect(before.status).toBe(409);
    expect(before.body.detail).toBe('Apollo is not connected to this space');
    const refused = await t.call('POST', '/integrations/apollo/connect', { ...inSpace(owner), body: { access_token: 'wrong-key-0123456789abcdef' } });
    expect(refused.status).toBe(422);
    // A key that is not a master key would fail every search: it is refused when connecting, and says why.
    const plain = await t.call('POST', '/integrations/apollo/connect', { ...inSpace(owner), body: { access_token: 'sandbox-plain-apollo-0123456789abcdef' } });
    expect(plain.status).toBe(422);
    expect(plain.body.detail).toBe("Apollo refused the connection: this API key is not a master key, and Apollo's people search works only with a master key (create one in Apollo under Settings, API keys)");
    const ok = await t.call('POST', '/integrations/apollo/connect', { ...inSpace(owner), body: { access_token: KEY } });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ provider: 'apollo', status: 'connected' });
    const first = await t.call('POST', '/integrations/apollo/search', { ...inSpace(owner), body: heads });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ page: 1, total_pages: 3, total: 72 });
    expect(first.body.people).toHaveLength(25);
    expect(first.body.people[0]).toMatchObject({ title: 'Head of Marketing', email: null });
    const third = await t.call('POST', '/integrations/apollo/search', { ...inSpace(owner), body: { ...heads, page: 3 } });
    expect(third.body.people).toHaveLength(22);
    const answers = [ok.body, first.body, (await t.call('GET', '/integrations/connections', inSpace(owner))).body];
    for (const answer of answers) expect(JSON.stringify(answer)).not.toContain(KEY);
    const audit = await t.server.database.db.selectFrom('audit_log').selectAll().execute();
    expect(JSON.stringify(audit)).not.toContain(KEY);
    for (const request of fake.seen) expect(request.url).not.toContain(KEY);
  });

  it('refuses empty or malformed criteria with field errors', async () => {
    const owner = await connected('oscar@leads.io', 'Criteria Co');
    const empty = await t.call('POST', '/integrations/apollo/search', { ...inSpace(owner), body: {} });
    expect(empty.status).toBe(422);
    expect(empty.body.detail).toEqual([{ loc: ['body'], msg: 'Give at least one filter: job title, seniority, company size, industry or location', type: 'missing' }]);
    const size = await t.call('POST', '/integrations/apollo/search', { ...inSpace(owner), body: { company_sizes: ['lots'] } });
    expect(size.status).toBe(422);
    expect(size.body.detail).toEqual([{ loc: ['body', 'company_sizes'], msg: 'Company sizes are ranges such as 51,200', type: 'value_error' }]);
    const huge = await t.call('POST', '/integrations/apollo/search', { ...inSpace(owner), body: { titles: Array.from({ length: 50 }, () => 'x') } });
    expect(huge.status).toBe(422);
  });

  it('saves leads to a list once each, lists it with its count, and exports it as CSV with formulas neutralized', async () => {
    const owner = await connected('otto@leads.io', 'Save Co');
    const found = await t.call('POST', '/integrations/apollo/search', { ...inSpace(owner), body: { ...heads, per_page: 10 } });
    const people = found.body.people.slice(0, 5);
    const saved = await t.call('POST', '/lead-lists', { ...inSpace(owner), body: { name: 'Heads of marketing DE', leads: people } });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ list: { name: 'Heads of marketing DE', lead_count: 5 }, added: 5, already_there: 0 });
    const listId = saved.body.list.id as string;
    const more = await t.call('POST', `/lead-lists/${listId}/leads`, {
      ...inSpace(owner),
      body: {
        leads: [
          ...found.body.people.slice(3, 7),
          { first_name: '=HYPERLINK("http://evil.example")', last_name: 'Case', email: 'Ana@Example.com' },
          { first_name: 'Ana', last_name: 'Again', email: 'ana@example.com' },
        ],
      },
    });
    expect(more.status).toBe(200);
    expect(more.body).toMatchObject({ list: { lead_count: 8 }, added: 3, already_there: 3 });
    const lists = await t.call('GET', '/lead-lists', inSpace(owner));
    expect(lists.body).toEqual([expect.objectContaining({ id: listId, name: 'Heads of marketing DE', lead_count: 8 })]);
    const read = await t.call('GET', `/lead-lists/${listId}`, inSpace(owner));
    expect(read.body.leads).toHaveLength(8);
    const csv = await t.call('GET', `/lead-lists/${listId}/export`, inSpace(owner));
    expect(csv.status).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.headers['content-disposition']).toBe('attachment; filename="heads-of-marketing-de.csv"');
    const lines = (csv.body as string).trim().split('\r\n');
    expect(lines[0]).toBe('first_name,last_name,email,title,company,company_size,industry,location,linkedin_url,apollo_id');
    expect(lines).toHaveLength(9);
    // Apollo's search gives a masked last name and no size, industry, location or LinkedIn: the CSV does not invent them.
    expect(people[0]).toMatchObject({ last_name: expect.stringMatching(/^\S{2}\*{3}\S$/), last_name_masked: true, company_size: null, industry: null, location: null, linkedin_url: null });
    expect(lines).toContain(`${people[0].first_name},${people[0].last_name},,Head of Marketing,${people[0].company},,,,,${people[0].external_id}`);
    expect(lines).toContain(`"'=HYPERLINK(""http://evil.example"")",Case,ana@example.com,,,,,,,`);
    const renamed = await t.call('PATCH', `/lead-lists/${listId}`, { ...inSpace(owner), body: { name: 'DE heads' } });
    expect(renamed.body).toMatchObject({ name: 'DE heads', lead_count: 8 });
    const tooLong = await t.call('PATCH', `/lead-lists/${listId}`, { ...inSpace(owner), body: { name: 'x'.repeat(121) } });
    expect(tooLong.status).toBe(422);
    const noLead = await t.call('POST', `/lead-lists/${listId}/leads`, { ...inSpace(owner), body: { leads: [{ first_name: 'No', last_name: 'Key' }] } });
    expect(noLead.status).toBe(422);
    const deleted = await t.call('DELETE', `/lead-lists/${listId}`, inSpace(owner));
    expect(deleted.status).toBe(204);
    expect((await t.call('GET', `/lead-lists/${listId}`, inSpace(owner))).status).toBe(404);
  });

  it('reveals emails only on a call that confirms spending credits, by someone allowed to, and records it', async () => {
    const owner = await connected('orla@leads.io', 'Enrich Co');
    const found = await t.call('POST', '/integrations/apollo/search', { ...inSpace(owner), body: { ...heads, per_page: 3 } });
    const saved = await t.call('POST', '/lead-lists', { ...inSpace(owner), body: { name: 'To enrich', leads: found.body.people } });
    const listId = saved.body.list.id as string;
    const unrevealed = await t.call('GET', `/lead-lists/${listId}`, inSpace(owner));
    expect(unrevealed.body.leads.map((l: { last_name_masked: boolean; location: string | null }) => [l.last_name_masked, l.location])).toEqual([[true, null], [true, null], [true, null]]);
    const mia = await registerMember(t, owner, 'mia@leads.io');
    const before = fake.enrichments;
    // A member searches and saves, but does not spend the organization's credits.
    expect((await t.call('POST', '/integrations/apollo/search', { ...inSpace(mia), body: heads })).status).toBe(200);
    const bymember = await t.call('POST', `/lead-lists/${listId}/enrich`, { ...inSpace(mia), body: { spend_credits: true } });
    expect(bymember.status).toBe(403);
    const unconfirmed = await t.call('POST', `/lead-lists/${listId}/enrich`, { ...inSpace(owner), body: { spend_credits: false } });
    expect(unconfirmed.status).toBe(422);
    expect(fake.enrichments).toBe(before);
    const enriched = await t.call('POST', `/lead-lists/${listId}/enrich`, { ...inSpace(owner), body: { spend_credits: true } });
    expect(enriched.status).toBe(200);
    expect(enriched.body).toEqual({ enriched: 3, still_without_email: 0 });
    expect(fake.enrichments).toBe(before + 3);
    const read = await t.call('GET', `/lead-lists/${listId}`, inSpace(owner));
    // Enrichment gives what the product shows and search did not: the real last name, location, LinkedIn, size, industry.
    for (const lead of read.body.leads) {
      expect(lead.email).toMatch(/@.+\.example$/);
      expect(lead.last_name_masked).toBe(false);
      expect(lead.last_name).not.toContain('*');
      expect(lead.location).toMatch(/, Germany$/);
      expect(lead.linkedin_url).toMatch(/^http:\/\/www\.linkedin\.com\/in\//);
      expect(['51-100', '101-200']).toContain(lead.company_size);
      expect(lead.industry).toBeTruthy();
    }
    // Nothing left to reveal: no credits spent again.
    const again = await t.call('POST', `/lead-lists/${listId}/enrich`, { ...inSpace(owner), body: { spend_credits: true } });
    expect(again.body).toEqual({ enriched: 0, still_without_email: 0 });
    expect(fake.enrichments).toBe(before + 3);
    const audit = await t.server.database.db.selectFrom('audit_log').select(['action', 'target', 'details']).where('action', '=', 'leads.enriched').execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]!.target).toBe(listId);
  });

  it('two reveals of one list at once spend each lead\'s credit once: the second waits its turn or finds nothing left', async () => {
    const owner = await connected('rhea@leads.io', 'Race Co');
    const found = await t.call('POST', '/integrations/apollo/search', { ...inSpace(owner), body: { ...heads, per_page: 5 } });
    const saved = await t.call('POST', '/lead-lists', { ...inSpace(owner), body: { name: 'Raced', leads: found.body.people } });
    const listId = saved.body.list.id as string;
    const before = fake.enrichments;
    const answers = await Promise.all([1, 2, 3].map(() => t.call('POST', `/lead-lists/${listId}/enrich`, { ...inSpace(owner), body: { spend_credits: true } })));
    expect(fake.enrichments).toBe(before + 5);
    expect(answers.filter((a) => a.status === 200 && a.body.enriched === 5)).toHaveLength(1);
    for (const other of answers.filter((a) => !(a.status === 200 && a.body.enriched === 5))) {
      if (other.status === 409) expect(other.body.detail).toBe('The emails of this list are already being revealed. Wait for it to finish before revealing again.');
      else expect(other.body).toEqual({ enriched: 0, still_without_email: 0 });
    }
  });

  it('shows another organization none of the lists', async () => {
    const owner = await connected('omar@leads.io', 'Mine Co');
    const found = await t.call('POST', '/integrations/apollo/search', { ...inSpace(owner), body: { ...heads, per_page: 2 } });
    const saved = await t.call('POST', '/lead-lists', { ...inSpace(owner), body: { name: 'Private list', leads: found.body.people } });
    const listId = saved.body.list.id as string;
    const other = await connected('eve@other.io', 'Other Co');
    expect((await t.call('GET', '/lead-lists', inSpace(other))).body).toEqual([]);
    for (const [method, path, body] of [
      ['GET', `/lead-lists/${listId}`, undefined],
      ['GET', `/lead-lists/${listId}/export`, undefined],
      ['PATCH', `/lead-lists/${listId}`, { name: 'Mine now' }],
      ['DELETE', `/lead-lists/${listId}`, undefined],
      ['POST', `/lead-lists/${listId}/leads`, { leads: [{ first_name: 'A', last_name: 'B', email: 'a@b.io' }] }],
      ['POST', `/lead-lists/${listId}/enrich`, { spend_credits: true }],
    ] as const) {
      const res = await t.call(method, path, { ...inSpace(other), ...(body ? { body } : {}) });
      expect(res.status, `${method} ${path}`).toBe(404);
    }
    // With the other organization's token but this space's header: refused before anything is read.
    const crossed = await t.call('GET', `/lead-lists/${listId}`, { token: other.token, headers: { 'X-Space-ID': owner.spaceId } });
    expect([403, 404]).toContain(crossed.status);
    expect((await t.call('GET', `/lead-lists/${listId}`, inSpace(owner))).body.list.name).toBe('Private list');
  });
});
