import { afterAll, beforeAll, describe as baseDescribe, expect, it } from 'vitest';
import { databaseUnavailable } from '../support/test-database.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';
import { registerMember, registerOwner, TEST_PASSWORD } from '../support/test-accounts.ts';

/**
 * Every endpoint x every role x own vs. other organization. A new endpoint without a row here fails
 * the first test, so nobody can add one without deciding who may call it.
 */
const describe = baseDescribe.skipIf(databaseUnavailable);
let t: TestServer;

type Who = 'anonymous' | 'org_member' | 'org_admin' | 'org_owner' | 'support_admin' | 'system_admin';
const WHO: Who[] = ['anonymous', 'org_member', 'org_admin', 'org_owner', 'support_admin', 'system_admin'];
/** allow: reaches the use case (any status but 401/403); deny: 403; auth: 401. */
type Outcome = 'allow' | 'deny' | 'auth';

interface Row {
  body?: (n: number) => unknown;
  /** Send the caller's own space in X-Space-ID (space-scoped endpoints). */
  space?: boolean;
  /** A real id of the caller's own organization, where a missing one would be refused as foreign. */
  id?: (n: number) => Promise<string>;
  /** Outcomes in the order of WHO. */
  expect: [Outcome, Outcome, Outcome, Outcome, Outcome, Outcome];
}

const PUBLIC: Row['expect'] = ['allow', 'allow', 'allow', 'allow', 'allow', 'allow'];
const SIGNED_IN: Row['expect'] = ['auth', 'allow', 'allow', 'allow', 'allow', 'allow'];
const ORG_MEMBERS: Row['expect'] = ['auth', 'allow', 'allow', 'allow', 'deny', 'deny'];
const ORG_MANAGERS: Row['expect'] = ['auth', 'deny', 'allow', 'allow', 'deny', 'deny'];
const ADMIN_READ: Row['expect'] = ['auth', 'deny', 'deny', 'deny', 'allow', 'allow'];
const ADMIN_WRITE: Row['expect'] = ['auth', 'deny', 'deny', 'deny', 'deny', 'allow'];

const MATRIX: Record<string, Row> = {
  'GET /api/v1/health': { expect: PUBLIC },
  'GET /api/v1/ready': { expect: PUBLIC },
  'POST /api/v1/register': { expect: PUBLIC, body: (n) => ({ email: `matrix-${n}@new-org.io`, password: 'ember-quartz-harbor-64', name: 'N', org_name: 'N' }) },
  'GET /api/v1/register/check-domain': { expect: PUBLIC },
  // A wrong token reaches the lookup and gets 404, whoever asks.
  'GET /api/v1/invites/{token}': { expect: PUBLIC },
  'POST /api/v1/register/with-domain': { expect: PUBLIC, body: (n) => ({ choice: 'create_new', email: `wd-${n}@new-org2.io`, password: 'ember-quartz-harbor-64', name: 'N', org_name: 'N' }) },
  'POST /api/v1/verify-email': { expect: PUBLIC, body: () => ({ token: 'unknown' }) },
  'POST /api/v1/resend-verification': { expect: PUBLIC, body: () => ({ email: 'nobody@nowhere.io' }) },
  'POST /api/v1/password/forgot': { expect: PUBLIC, body: () => ({ email: 'nobody@nowhere.io' }) },
  'POST /api/v1/password/reset': { expect: PUBLIC, body: () => ({ token: 'unknown', password: 'ember-quartz-harbor-64' }) },
  'POST /api/v1/waitlist': { expect: PUBLIC, body: (n) => ({ email: `wait-${n}@list.io`, name: 'W' }) },
  'GET /api/v1/admin/waitlist': { expect: ADMIN_READ },
  'PUT /api/v1/admin/waitlist/{id}/approve': { expect: ADMIN_WRITE },
  'POST /api/v1/login': { expect: PUBLIC, body: () => ({ email: 'owner@org-a.io', password: 'ember-quartz-harbor-64' }) },
  // The refresh token is the only credential here: a bearer token never makes a bad one pass.
  'POST /api/v1/refresh': { expect: ['auth', 'auth', 'auth', 'auth', 'auth', 'auth'], body: () => ({ refresh_token: 'not-a-token' }) },
  'POST /api/v1/logout': { expect: PUBLIC, body: () => ({ refresh_token: 'not-a-token' }) },
  'GET /api/v1/me': { expect: SIGNED_IN },
  // Settings: one's own name, password and sessions, whatever the role (another person's session is 404).
  'PATCH /api/v1/me': { expect: SIGNED_IN, body: () => ({ name: 'Matrix Person' }) },
  'POST /api/v1/password/change': { expect: SIGNED_IN, body: () => ({ current_password: 'not-the-password', new_password: 'ember-quartz-harbor-65' }) },
  'GET /api/v1/sessions': { expect: SIGNED_IN },
  'DELETE /api/v1/sessions/{id}': { expect: SIGNED_IN },
  'POST /api/v1/sessions/revoke-others': { expect: SIGNED_IN },
  'GET /api/v1/spaces/': { expect: SIGNED_IN },
  'POST /api/v1/spaces/': { expect: ORG_MANAGERS, body: (n) => ({ name: `Space ${n}`, slug: `space-${n}` }) },
  'PATCH /api/v1/spaces/{id}': { expect: ORG_MANAGERS, body: () => ({ name: 'Renamed' }), id: async () => ownSpaceId },
  'DELETE /api/v1/spaces/{id}': { expect: ORG_MANAGERS, id: freshSpace },
  'GET /api/v1/spaces/{id}/profile': { expect: ['auth', 'allow', 'allow', 'allow', 'deny', 'deny'], id: async () => ownSpaceId },
  'PUT /api/v1/spaces/{id}/profile': { expect: ORG_MANAGERS, body: () => ({ answers: { industry: 'Retail' } }), id: async () => ownSpaceId },
  'GET /api/v1/billing/plan': { expect: ORG_MEMBERS },
  'GET /api/v1/payments/plans': { expect: ORG_MEMBERS },
  'GET /api/v1/billing/credits': { expect: ORG_MEMBERS },
  // Members no longer spend the organization's credits by hand; credits without a payment are a platform admin's.
  'POST /api/v1/billing/credits/deduct': { expect: ORG_MANAGERS, body: () => ({ amount: 1, description: 'matrix' }) },
  'POST /api/v1/billing/credits/add': { expect: ADMIN_WRITE, body: () => ({ amount: 1, description: 'matrix' }) },
  'POST /api/v1/billing/credits/purchase': { expect: ORG_MANAGERS, body: () => ({ credits: 1000, bonus: 0, price: 10 }) },
  'GET /api/v1/billing/credits/packs': { expect: SIGNED_IN },
  'POST /api/v1/billing/plan/upgrade': { expect: ORG_MANAGERS, body: () => ({ plan_type: 'pro' }) },
  'POST /api/v1/plan/upgrade': { expect: ORG_MANAGERS, body: () => ({ plan_type: 'pro' }) },
  'GET /api/v1/billing/credits/transactions': { expect: ORG_MEMBERS },
  'GET /api/v1/billing/analytics/usage-breakdown': { expect: ORG_MEMBERS },
  'POST /api/v1/billing/credits/transactions/create': { expect: ADMIN_WRITE, body: () => ({ org_id: 'no-such-org', credits: 1 }) },
  'POST /api/v1/billing/credits/transactions/bulk-create': { expect: ADMIN_WRITE, body: () => [] },
  'POST /api/v1/billing/analytics/usage-breakdown/create': { expect: ADMIN_WRITE, body: () => ({ org_id: 'no-such-org', feature: 'ai_agents', credits: 1 }) },
  'POST /api/v1/billing/analytics/recent-activity/create': { expect: ADMIN_WRITE, body: () => ({ org_id: 'no-such-org', activities: [] }) },
  'GET /api/v1/billing/analytics/recent-activity': { expect: ORG_MEMBERS },
  // Members get their own spending, owners and admins the organization's (R-BILLING-07).
  'GET /api/v1/billing/analytics/daily-spending': { expect: ORG_MEMBERS },
  'GET /api/v1/settings/org': { expect: ORG_MEMBERS },
  'PUT /api/v1/settings/org': { expect: ORG_MANAGERS, body: () => ({ website: 'https://a.io' }) },
  'GET /api/v1/orgs/members': { expect: ORG_MEMBERS },
  'PUT /api/v1/orgs/members/{id}/role': { expect: ORG_MANAGERS, body: () => ({ role: 'org_member' }) },
  'DELETE /api/v1/orgs/members/{id}': { expect: ORG_MANAGERS },
  'POST /api/v1/orgs/invites': { expect: ORG_MANAGERS, body: (n) => ({ email: `invitee-${n}@elsewhere.io`, role: 'org_member' }) },
  'GET /api/v1/orgs/join-requests': { expect: ORG_MANAGERS },
  'GET /api/v1/orgs/invites': { expect: ORG_MANAGERS },
  'POST /api/v1/orgs/invites/{id}/resend': { expect: ORG_MANAGERS },
  'DELETE /api/v1/orgs/invites/{id}': { expect: ORG_MANAGERS },
  'PUT /api/v1/orgs/join-requests/{id}/approve': { expect: ORG_MANAGERS },
  'PUT /api/v1/orgs/join-requests/{id}/deny': { expect: ORG_MANAGERS },
  // Signed by the payment provider, not by a user: an unsigned call is refused (400) whoever sends it.
  'POST /api/v1/payments/webhook': { expect: PUBLIC, body: () => ({ id: 'evt' }) },
  'GET /api/v1/agents': { expect: ORG_MEMBERS, space: true },
  'POST /api/v1/agents/{slug}/sessions/create': { expect: ORG_MEMBERS, space: true },
  'GET /api/v1/agents/sessions': { expect: ORG_MEMBERS, space: true },
  'GET /api/v1/agents/sessions/{id}/messages': { expect: ORG_MEMBERS, space: true },
  // Every member role may delete sessions.
  'DELETE /api/v1/agents/sessions/{id}': { expect: ORG_MEMBERS, space: true },
  // Search across one's own chats, and rename or pin one (a missing or foreign one is 404 to everyone).
  'GET /api/v1/agents/sessions/search': { expect: ORG_MEMBERS, space: true },
  'PATCH /api/v1/agents/sessions/{id}': { expect: ORG_MEMBERS, space: true, body: () => ({ pinned: true }) },
  'POST /api/v1/agents/{slug}/messages/async': { expect: ORG_MEMBERS, space: true, body: () => ({ message: 'Matrix check' }) },
  'GET /api/v1/agents/sessions/{id}/poll': { expect: ORG_MEMBERS, space: true },
  'POST /api/v1/agents/sessions/{id}/cancel': { expect: ORG_MEMBERS, space: true, body: () => ({ request_id: 'missing' }) },
  // Every role may rate, regenerate and delete messages (their own sessions' only).
  'POST /api/v1/agents/messages/{id}/rating': { expect: ['auth', 'allow', 'allow', 'allow', 'allow', 'allow'], space: true, body: () => ({ rating: 1 }) },
  'POST /api/v1/agents/messages/{id}/regenerate': { expect: ['auth', 'allow', 'allow', 'allow', 'allow', 'allow'], space: true },
  'DELETE /api/v1/agents/messages/{id}': { expect: ['auth', 'allow', 'allow', 'allow', 'allow', 'allow'], space: true },
  // The versions of a turn, and edit and resend (their own sessions' only; a missing message is 404).
  'GET /api/v1/agents/messages/{id}/versions': { expect: ['auth', 'allow', 'allow', 'allow', 'allow', 'allow'], space: true },
  'POST /api/v1/agents/messages/{id}/edit': { expect: ['auth', 'allow', 'allow', 'allow', 'allow', 'allow'], space: true, body: () => ({ message: 'Matrix edit' }) },
  'POST /api/v1/agents/{slug}/messages/{id}/continue': { expect: ['auth', 'allow', 'allow', 'allow', 'allow', 'allow'], space: true },
  'GET /api/v1/agents/artifacts': { expect: ORG_MEMBERS, space: true },
  'GET /api/v1/agents/manage': { expect: ORG_MEMBERS, space: true },
  'GET /api/v1/agents/{slug}/config': { expect: ORG_MEMBERS, space: true },
  'PUT /api/v1/agents/{slug}/config': { expect: ORG_MANAGERS, space: true, body: () => ({ extra_instructions: 'Keep it short.' }) },
  // A made-up signature: refused whoever asks (403), never the file.
  'GET /api/v1/agents/artifacts/{id}/download': { expect: ['deny', 'deny', 'deny', 'deny', 'deny', 'deny'] },
  'GET /api/v1/knowledge-base/documents': { expect: ORG_MEMBERS, space: true },
  'POST /api/v1/knowledge-base/documents': { expect: ORG_MEMBERS, space: true },
  'POST /api/v1/knowledge-base/documents/upload-url': { expect: ORG_MEMBERS, space: true, body: () => ({ filename: 'matrix.txt' }) },
  // The signed URL is the only credential: a made-up signature is refused (403) whoever sends it.
  'PUT /api/v1/knowledge-base/documents/{id}/content': { expect: ['deny', 'deny', 'deny', 'deny', 'deny', 'deny'] },
  'GET /api/v1/knowledge-base/documents/{id}': { expect: ORG_MEMBERS, space: true },
  'GET /api/v1/knowledge-base/documents/{id}/text': { expect: ORG_MEMBERS, space: true },
  'DELETE /api/v1/knowledge-base/documents/{id}': { expect: ORG_MEMBERS, space: true },
  'POST /api/v1/knowledge-base/documents/{id}/reprocess': { expect: ORG_MEMBERS, space: true },
  'GET /api/v1/knowledge-base/search': { expect: ORG_MEMBERS, space: true },
  'GET /api/v1/knowledge-base/urls': { expect: ORG_MEMBERS, space: true },
  'POST /api/v1/knowledge-base/urls': { expect: ORG_MEMBERS, space: true, body: () => ({ url: 'http://10.0.0.1/' }) },
  'GET /api/v1/knowledge-base/urls/{id}': { expect: ORG_MEMBERS, space: true },
  'POST /api/v1/knowledge-base/urls/{id}/refresh': { expect: ORG_MEMBERS, space: true },
  'DELETE /api/v1/knowledge-base/urls/{id}': { expect: ORG_MEMBERS, space: true },
  'GET /api/v1/brand-voice': { expect: ORG_MEMBERS, space: true },
  'PUT /api/v1/brand-voice': { expect: ORG_MANAGERS, space: true, body: () => ({ content: 'Warm and direct.' }) },
  'GET /api/v1/admin/stats': { expect: ADMIN_READ },
  'GET /api/v1/admin/users': { expect: ADMIN_READ },
  'GET /api/v1/admin/organizations': { expect: ADMIN_READ },
  'GET /api/v1/admin/audit-log': { expect: ADMIN_READ },
  'GET /api/v1/admin/integrations': { expect: ADMIN_READ },
  'PUT /api/v1/admin/users/{id}/disable': { expect: ADMIN_WRITE },
  'PUT /api/v1/admin/users/{id}/enable': { expect: ADMIN_WRITE },
  'PUT /api/v1/admin/organizations/{id}/plan': { expect: ADMIN_WRITE, body: () => ({ plan_type: 'pro' }) },
  'POST /api/v1/admin/organizations/{id}/credits': { expect: ADMIN_WRITE, body: () => ({ amount: 1, reason: 'matrix' }) },
  'GET /api/v1/integrations/connections': { expect: ORG_MEMBERS, space: true },
  // A token with a space in it is refused before any provider is called: the matrix never reaches the internet.
  'POST /api/v1/integrations/{provider}/connect': { expect: ORG_MANAGERS, space: true, body: () => ({ access_token: 'not a token' }) },
  'DELETE /api/v1/integrations/{provider}': { expect: ORG_MANAGERS, space: true },
  'GET /api/v1/integrations/meta_ads/performance': { expect: ORG_MEMBERS, space: true },
  'POST /api/v1/admin/integrations/rotate-secrets-key': { expect: ADMIN_WRITE },
  // Without GOOGLE_OAUTH_CLIENT_ID the start answers 409 to managers: Google is never called from here.
  'POST /api/v1/integrations/ga4/oauth/start': { expect: ORG_MANAGERS, space: true },
  'POST /api/v1/integrations/ga4/oauth/callback': { expect: ORG_MANAGERS, space: true, body: () => ({ query: 'code=x&state=y' }) },
  'GET /api/v1/integrations/ga4/accounts': { expect: ORG_MEMBERS, space: true },
  'PUT /api/v1/integrations/ga4/properties': { expect: ORG_MANAGERS, space: true, body: () => ({ linked: [], selected: null }) },
  'GET /api/v1/integrations/ga4/report': { expect: ORG_MEMBERS, space: true },
  // An organization's own MCP servers; members read, owners and admins change (a missing id is 404, a private address 422).
  'GET /api/v1/integrations/mcp-servers': { expect: ORG_MEMBERS, space: true },
  'POST /api/v1/integrations/mcp-servers': { expect: ORG_MANAGERS, space: true, body: () => ({ name: 'Matrix', url: 'http://10.0.0.1/mcp' }) },
  'POST /api/v1/integrations/mcp-servers/{id}/refresh': { expect: ORG_MANAGERS, space: true },
  'PATCH /api/v1/integrations/mcp-servers/{id}/tools/{name}': { expect: ORG_MANAGERS, space: true, body: () => ({ enabled: true }) },
  'PATCH /api/v1/integrations/mcp-servers/{id}/tools': { expect: ORG_MANAGERS, space: true, body: () => ({ enabled: true }) },
  'DELETE /api/v1/integrations/mcp-servers/{id}': { expect: ORG_MANAGERS, space: true },
  // Agents' proposals (confirmation cards): every member of the organization on their own chats (a missing
  // one is 404); whether a member may apply is the organization's setting, checked after the proposal is found.
  'GET /api/v1/agents/proposals': { expect: ORG_MEMBERS, space: true },
  'POST /api/v1/agents/proposals/{id}/apply': { expect: ORG_MEMBERS, space: true },
  'POST /api/v1/agents/proposals/{id}/dismiss': { expect: ORG_MEMBERS, space: true },
  // Outreach with Instantly (R-OPEN-38): members read; owners and admins write (not connected here: 409, allowed).
  'GET /api/v1/integrations/instantly/campaigns': { expect: ORG_MEMBERS, space: true },
  'POST /api/v1/integrations/instantly/campaigns': { expect: ORG_MANAGERS, space: true, body: () => ({ name: 'Matrix draft', steps: [{ subject: 'Hi {{firstName}}', body: 'Hello' }] }) },
  'GET /api/v1/integrations/instantly/campaigns/{id}': { expect: ORG_MEMBERS, space: true },
  'POST /api/v1/integrations/instantly/campaigns/{id}/leads': { expect: ORG_MANAGERS, space: true, body: () => ({ csv: 'email\nmatrix@leads.io\n' }) },
  'POST /api/v1/integrations/instantly/campaigns/{id}/launch': { expect: ORG_MANAGERS, space: true, body: () => ({ confirm: true }) },
  'POST /api/v1/integrations/instantly/campaigns/{id}/pause': { expect: ORG_MANAGERS, space: true },
  'POST /api/v1/integrations/instantly/campaigns/{id}/resume': { expect: ORG_MANAGERS, space: true, body: () => ({ confirm: true }) },
  'GET /api/v1/integrations/instantly/analytics': { expect: ORG_MEMBERS, space: true },
  'GET /api/v1/integrations/instantly/settings': { expect: ORG_MEMBERS, space: true },
  'PUT /api/v1/integrations/instantly/settings': { expect: ORG_MANAGERS, space: true, body: () => ({ sending_accounts: [], daily_limit: 30, timezone: 'Europe/Belgrade', days: [1], from: '09:00', to: '17:00' }) },
  // ERP (R-OPEN-36): members read the Odoo connections and revenue; owners and admins select and remove.
  'GET /api/v1/integrations/odoo/connections': { expect: ORG_MEMBERS, space: true },
  'POST /api/v1/integrations/odoo/connections/{id}/select': { expect: ORG_MANAGERS, space: true },
  'DELETE /api/v1/integrations/odoo/connections/{id}': { expect: ORG_MANAGERS, space: true },
  'GET /api/v1/integrations/odoo/revenue': { expect: ORG_MEMBERS, space: true },
  // Publishing (R-OPEN-40): sending is an external write (owners and admins; members only where the organization allows).
  'POST /api/v1/publishing/{provider}/drafts': { expect: ORG_MANAGERS, space: true, body: () => ({ title: 'Matrix draft', markdown: 'Hello' }) },
  'GET /api/v1/publishing/drafts': { expect: ORG_MEMBERS, space: true },
  'GET /api/v1/publishing/wordpress/taxonomies': { expect: ORG_MEMBERS, space: true },
  // Lead search with Apollo: members search, save and export; revealing emails spends credits (managers).
  'POST /api/v1/integrations/apollo/search': { expect: ORG_MEMBERS, space: true, body: () => ({ titles: ['Head of Marketing'] }) },
  'GET /api/v1/lead-lists': { expect: ORG_MEMBERS, space: true },
  'POST /api/v1/lead-lists': { expect: ORG_MEMBERS, space: true, body: (n) => ({ name: `Matrix list ${n}` }) },
  'GET /api/v1/lead-lists/{id}': { expect: ORG_MEMBERS, space: true },
  'PATCH /api/v1/lead-lists/{id}': { expect: ORG_MEMBERS, space: true, body: () => ({ name: 'Renamed' }) },
  'DELETE /api/v1/lead-lists/{id}': { expect: ORG_MEMBERS, space: true },
  'POST /api/v1/lead-lists/{id}/leads': { expect: ORG_MEMBERS, space: true, body: () => ({ leads: [{ first_name: 'M', last_name: 'X', email: 'm@x.io' }] }) },
  'POST /api/v1/lead-lists/{id}/enrich': { expect: ORG_MANAGERS, space: true, body: () => ({ spend_credits: true }) },
  'GET /api/v1/lead-lists/{id}/export': { expect: ORG_MEMBERS, space: true },
  // Email bookmarks (R-OPEN-41): everyone in the organization, their own only.
  'GET /api/v1/email-bookmarks': { expect: ORG_MEMBERS, space: true },
  'POST /api/v1/email-bookmarks': { expect: ORG_MEMBERS, space: true, body: () => ({ message_id: 'no-such-message' }) },
  'DELETE /api/v1/email-bookmarks/{id}': { expect: ORG_MEMBERS, space: true },
};

const tokens = {} as Record<Who, string | undefined>;
let ownSpaceId = '';
async function freshSpace(n: number): Promise<string> {
  const res = await t.call('POST', '/spaces/', { token: tokens.org_owner, body: { name: `Doomed ${n}`, slug: `doomed-${n}` } });
  return res.body.id;
}
let foreign: { ownerToken: string; memberId: string; spaceId: string; orgId: string };

beforeAll(async () => {
  if (databaseUnavailable) return;
  t = await startTestServer({ admin: { email: 'sys@platform.io', password: 'platform-password-1' } });
  const owner = await registerOwner(t, 'owner@org-a.io', 'Org A');
  tokens.org_owner = owner.token;
  ownSpaceId = owner.spaceId;
  tokens.org_admin = (await registerMember(t, owner, 'admin@org-a.io', { role: 'org_admin' })).token;
  tokens.org_member = (await registerMember(t, owner, 'member@org-a.io')).token;
  const support = await registerOwner(t, 'support@platform.io', 'Temp');
  await t.server.database.db.updateTable('users').set({ role: 'support_admin', org_id: null }).where('id', '=', support.id).execute();
  tokens.support_admin = (await t.call('POST', '/login', { body: { email: 'support@platform.io', password: TEST_PASSWORD } })).body.access_token;
  tokens.system_admin = (await t.call('POST', '/login', { body: { email: 'sys@platform.io', password: 'platform-password-1' } })).body.access_token;
  const b = await registerOwner(t, 'owner@org-b.io', 'Org B');
  const bMember = await registerMember(t, b, 'member@org-b.io');
  foreign = { ownerToken: b.token, memberId: bMember.id, spaceId: b.spaceId, orgId: b.orgId };
});
afterAll(async () => t?.stop());

describe('authorization matrix', () => {
  it('has a row for every endpoint the server publishes', async () => {
    const doc = await t.call('GET', '/openapi.json');
    const published = Object.entries(doc.body.paths as Record<string, Record<string, unknown>>).flatMap(([path, ops]) =>
      Object.keys(ops).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(published.filter((e) => !(e in MATRIX))).toEqual([]);
    expect(Object.keys(MATRIX).filter((e) => !published.includes(e))).toEqual([]);
  });

  it('every endpoint x every role gets exactly the expected outcome (R-ROLE-06 R-ROLE-07 R-ROLE-08 R-ROLE-09: every member role rates, regenerates and deletes messages and deletes sessions)', async () => {
    const problems: string[] = [];
    let n = 0;
    for (const [endpoint, row] of Object.entries(MATRIX)) {
      const [method, rawPath] = endpoint.split(' ') as [string, string];
      for (const [i, who] of WHO.entries()) {
        n++;
        // Ids that exist nowhere: an allowed caller reaches the use case and gets 404, never data.
        const id = row.id ? await row.id(n) : `missing-${n}`;
        const path = rawPath
          .replace('/api/v1', '')
          .replace('{id}', id)
          .replace('{slug}', 'email-agent')
          .replace('{provider}', 'meta_ads')
          .replace('/check-domain', '/check-domain?email=a@b.io')
          .replace(/\/sessions\/search$/, '/sessions/search?q=launch')
          .replace(/\/download$/, '/download?expires=1&sig=x');
        const headers: Record<string, string> = row.space && who.startsWith('org_') ? { 'x-space-id': ownSpaceId } : {};
        const res = await t.call(method, path, { token: tokens[who], headers, body: row.body?.(n) ?? (method === 'GET' || method === 'DELETE' ? undefined : {}) });
        const outcome: Outcome = res.status === 401 ? 'auth' : res.status === 403 ? 'deny' : 'allow';
        if (outcome !== row.expect[i]) problems.push(`${endpoint} as ${who}: expected ${row.expect[i]}, got ${res.status} ${JSON.stringify(res.body).slice(0, 80)}`);
      }
    }
    expect(problems).toEqual([]);
    console.log(`authorization matrix: ${Object.keys(MATRIX).length} endpoints x ${WHO.length} callers = ${n} checks`);
  });

  it('every query parameter the server publishes, given impossible dates and hostile numbers, gets a 4xx or its normal answer, never a 500', async () => {
    const doc = await t.call('GET', '/openapi.json');
    const HOSTILE = ['2026-99-99', '2026-11-32', '2026-02-30', '0000-00-00', '9999-12-31T99:99:99Z', '-1', '0', '1e309', 'NaN', 'Infinity', '99999999999999999999999', '1.5', '0x10', '', 'x'.repeat(5000), '%00', '[]', '{"a":1}'];
    const failures: string[] = [];
    let tried = 0;
    for (const [rawPath, ops] of Object.entries(doc.body.paths as Record<string, Record<string, { parameters?: { in: string; name: string }[] }>>)) {
      const get = ops.get;
      const names = (get?.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name);
      if (!names.length) continue;
      const path = rawPath.replace('/api/v1', '').replace('{id}', ownSpaceId).replace('{slug}', 'email-agent').replace('{provider}', 'meta_ads').replace(/\{[^}]+\}/g, 'missing');
      for (const name of names) {
        for (const value of HOSTILE) {
          tried++;
          const res = await t.call('GET', `${path}?${name}=${encodeURIComponent(value)}`, { token: tokens.org_owner, headers: { 'x-space-id': ownSpaceId } });
          if (res.status >= 500) failures.push(`GET ${path}?${name}=${value.slice(0, 30)}: ${res.status} ${JSON.stringify(res.body).slice(0, 100)}`);
        }
      }
    }
    expect(tried).toBeGreaterThan(100);
    expect(failures).toEqual([]);
  });

  it('no cross-tenant read or write passes', async () => {
    const own = tokens.org_owner!;
    // Another organization's member and join requests are not found from here.
    expect((await t.call('PUT', `/orgs/members/${foreign.memberId}/role`, { token: own, body: { role: 'org_admin' } })).status).toBe(404);
    expect((await t.call('DELETE', `/orgs/members/${foreign.memberId}`, { token: own })).status).toBe(404);
    // A foreign space id in X-Space-ID is refused on every space-checked endpoint.
    for (const [method, path, body] of [
      ['GET', '/billing/credits', undefined],
      ['GET', '/billing/credits/transactions', undefined],
      ['POST', '/billing/credits/deduct', { amount: 1, description: 'x' }],
      ['GET', '/settings/org', undefined],
      ['GET', '/orgs/members', undefined],
      ['GET', '/knowledge-base/documents', undefined],
      ['GET', '/brand-voice', undefined],
      ['GET', '/integrations/connections', undefined],
      ['GET', '/agents/proposals?session_id=x', undefined],
      ['POST', '/agents/proposals/x/apply', undefined],
      ['GET', '/integrations/ga4/report', undefined],
      ['GET', '/integrations/ga4/accounts', undefined],
      ['GET', '/integrations/meta_ads/performance', undefined],
      ['GET', '/integrations/instantly/campaigns', undefined],
      ['GET', '/integrations/instantly/analytics', undefined],
      ['POST', '/integrations/instantly/campaigns', { name: 'Foreign', steps: [{ subject: 's', body: 'b' }] }],
      ['GET', '/integrations/odoo/connections', undefined],
      ['GET', '/integrations/odoo/revenue', undefined],
      ['GET', '/publishing/drafts', undefined],
      ['POST', '/publishing/wordpress/drafts', { title: 'Foreign', markdown: 'x' }],
      ['GET', '/email-bookmarks', undefined],
      ['GET', '/lead-lists', undefined],
      ['POST', '/integrations/apollo/search', { titles: ['Head of Marketing'] }],
    ] as const) {
      const res = await t.call(method, path, { token: own, body, headers: { 'x-space-id': foreign.spaceId } });
      expect(res.status, `${method} ${path}`).toBe(403);
    }
    // Nothing of org B leaks into org A's lists.
    const members = await t.call('GET', '/orgs/members', { token: own });
    expect(members.body.map((m: { email: string }) => m.email)).not.toContain('member@org-b.io');
    const spaces = await t.call('GET', '/spaces/', { token: own });
    expect(spaces.body.map((s: { id: string }) => s.id)).not.toContain(foreign.spaceId);
    // Org B's ledger is untouched by everything above.
    const bCredits = await t.call('GET', '/billing/credits', { token: foreign.ownerToken });
    expect(bCredits.body).toMatchObject({ used: 0, remaining: 500 });
  });
});
