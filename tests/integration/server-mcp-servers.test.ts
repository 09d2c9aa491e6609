import { afterAll, beforeAll, describe as baseDescribe, expect, it } from 'vitest';
import { databaseUnavailable } from '../support/test-database.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';
import { chunk, startStubModel, toolCallChunks, type StubModel } from '../support/stub-model.ts';
import { startMcpSandbox, type McpSandbox } from '../../adapters/server/integrations/sandbox/mcp-sandbox.ts';
import { registerOwner, registerMember, inSpace } from '../support/test-accounts.ts';

/**
 * External MCP servers over HTTP: owners and admins add an organization's own
 * tool server (checked by connecting and listing its tools first; its address under the SSRF rules; the credential
 * sealed, never answered), enable its tools one by one; members read; another organization sees nothing. A model
 * run is offered only the enabled tools: a read-only one is called, a write one only proposes until a person
 * applies it. The secrets-key rotation re-seals the credential.
 */
const describe = baseDescribe.skipIf(databaseUnavailable);
const TOKEN = 'helpdesk-secret-5d1f0a9b7c3e2d48';
const ADMIN = { email: 'root@mcp-servers.io', password: 'platform-admin-password' };
let t: TestServer;
let fake: McpSandbox;
let model: StubModel | undefined;
const modelRequests: any[] = [];
/** The tool calls the stub model makes, one per turn, before it answers. */
let plan: { name: string; args: Record<string, unknown> }[] = [];

beforeAll(async () => {
  if (databaseUnavailable) return;
  fake = await startMcpSandbox({ token: TOKEN });
  model = await startStubModel((body) => {
    modelRequests.push(body);
    const turn = body.messages.filter((m: any) => m.role === 'tool').length;
    const call = plan[turn];
    if (call) return toolCallChunks(`call_${turn}`, call.name, call.args);
    return [chunk({ content: 'Done.' }), chunk({}, 'stop')];
  });
  t = await startTestServer({
    admin: ADMIN,
    llm: model.llm,
    // The contract fake is on loopback: its host, and only it, is allowed as if it were public.
    integrations: { mcp: { allowHosts: [new URL(fake.url).host], timeoutMs: 5000 } },
  });
});
afterAll(async () => {
  await t?.stop();
  await fake?.close();
  await model?.close();
});

const fieldsOf = (body: any) => body.detail.map((d: { loc: string[]; msg: string }) => [d.loc.at(-1), d.msg]);

async function addHelpdesk(owner: { token: string; spaceId: string }, name = 'Helpdesk') {
  const added = await t.call('POST', '/integrations/mcp-servers', { ...inSpace(owner), body: { name, url: fake.url, token: TOKEN } });
  expect(added.status).toBe(201);
  return added.body as { id: string; tools: { name: string; enabled: boolean; effect: string }[] };
}

async function runAgent(who: { token: string; spaceId: string }, message: string): Promise<string> {
  const sent = await t.call('POST', '/agents/cmo/messages/async', { ...inSpace(who), body: { message } });
  expect(sent.status).toBe(200);
  await new Promise<void>((resolve, reject) => {
    const ws = new WebSocket(`${t.url.replace('http', 'ws')}/api/v1/agents/ws/${sent.body.session_id}?token=${who.token}&after=0`);
    const timer = setTimeout(() => reject(new Error('the run did not finish')), 20_000);
    ws.onmessage = (m) => {
      const e = JSON.parse(String(m.data));
      if (e.type === 'agent_response' || e.type === 'agent_error') {
        clearTimeout(timer);
        ws.close(1000);
        if (e.type === 'agent_error') reject(new Error(JSON.stringify(e)));
        else resolve();
      }
    };
  });
  return sent.body.session_id as string;
}

describe('external MCP servers of a space', () => {
  it('checks a server before storing it: a refused token and addresses that are not public sites are refused on their field', async () => {
    const owner = await registerOwner(t, 'olga@mcp-servers.io', 'Checks Co');
    const refused = await t.call('POST', '/integrations/mcp-servers', { ...inSpace(owner), body: { name: 'Helpdesk', url: fake.url, token: 'not-the-token' } });
    expect(refused.status).toBe(422);
    expect(fieldsOf(refused.body)).toEqual([['token', 'The tool server refused the credential: the server answered 401']]);
    for (const url of ['http://10.0.0.7/mcp', 'http://127.0.0.1:9/mcp', fake.url.replace('127.0.0.1', 'localhost'), 'file:///etc/passwd']) {
      const refusedAddress = await t.call('POST', '/integrations/mcp-servers', { ...inSpace(owner), body: { name: 'Helpdesk', url, token: TOKEN } });
      expect(refusedAddress.status, url).toBe(422);
      expect(refusedAddress.body.detail[0].loc, url).toEqual(['body', 'url']);
    }
    const private10 = await t.call('POST', '/integrations/mcp-servers', { ...inSpace(owner), body: { name: 'Helpdesk', url: 'http://10.0.0.7/mcp' } });
    expect(fieldsOf(private10.body)).toEqual([['url', 'Refused: 10.0.0.7 is a private address, not a public site']]);
    const unnamed = await t.call('POST', '/integrations/mcp-servers', { ...inSpace(owner), body: { name: ' ', url: fake.url } });
    expect(fieldsOf(unnamed.body)).toEqual([['name', 'Give the tool server a name']]);
    const list = await t.call('GET', '/integrations/mcp-servers', inSpace(owner));
    expect(list.body).toEqual({ servers: [], sandbox: null });
  });

  it('stores a checked server with its tools disabled, its token sealed and never answered', async () => {
    const owner = await registerOwner(t, 'owen@mcp-servers.io', 'Stores Co');
    fake.seen.length = 0;
    const added = await addHelpdesk(owner);
    expect(added).toMatchObject({ name: 'Helpdesk', url: fake.url, status: 'connected', status_reason: null, has_credential: true, credential_header: null });
    expect(added.tools).toEqual([
      { name: 'lookup_customer', description: 'Finds a customer of the helpdesk by email: name, plan and open tickets.', effect: 'read', enabled: false },
      { name: 'list_open_tickets', description: "Lists the helpdesk's open tickets.", effect: 'read', enabled: false },
      { name: 'create_ticket', description: 'Opens a helpdesk ticket for a customer.', effect: 'write', enabled: false },
    ]);
    expect(fake.seen).toContain(`Bearer ${TOKEN}`);
    const list = await t.call('GET', '/integrations/mcp-servers', inSpace(owner));
    expect(list.body.servers.map((s: { id: string }) => s.id)).toEqual([added.id]);
    expect(JSON.stringify(list.body)).not.toContain(TOKEN);
    const row = await t.server.database.db.selectFrom('mcp_servers').selectAll().where('id', '=', added.id).executeTakeFirstOrThrow();
    expect(row.sealed_credential).not.toContain(TOKEN);
    expect(row.sealed_credential).toMatch(/^v1\.[0-9a-f]{12}\./);
    expect(row.key_id).toBe(row.sealed_credential!.split('.')[1]);
    const again = await t.call('POST', '/integrations/mcp-servers', { ...inSpace(owner), body: { name: 'helpdesk', url: fake.url, token: TOKEN } });
    expect(fieldsOf(again.body)).toEqual([['name', 'This space already has a tool server called helpdesk']]);
    const audit = await t.server.database.db.selectFrom('audit_log').selectAll().where('action', '=', 'mcp_server.added').execute();
    expect(audit.length).toBeGreaterThan(0);
    expect(JSON.stringify(audit)).not.toContain(TOKEN);
  });

  it('lets members read the servers but not add, change or remove them; another organization finds nothing', async () => {
    const owner = await registerOwner(t, 'oscar@mcp-servers.io', 'Roles Co');
    const added = await addHelpdesk(owner);
    const mia = await registerMember(t, owner, 'mia@mcp-servers.io');
    const read = await t.call('GET', '/integrations/mcp-servers', inSpace(mia));
    expect(read.status).toBe(200);
    expect(read.body.servers[0]).toMatchObject({ id: added.id, has_credential: true });
    expect(JSON.stringify(read.body)).not.toContain(TOKEN);
    const refusals = [
      await t.call('POST', '/integrations/mcp-servers', { ...inSpace(mia), body: { name: 'Mine', url: fake.url, token: TOKEN } }),
      await t.call('POST', `/integrations/mcp-servers/${added.id}/refresh`, inSpace(mia)),
      await t.call('PATCH', `/integrations/mcp-servers/${added.id}/tools/lookup_customer`, { ...inSpace(mia), body: { enabled: true } }),
      await t.call('PATCH', `/integrations/mcp-servers/${added.id}/tools`, { ...inSpace(mia), body: { enabled: true } }),
      await t.call('DELETE', `/integrations/mcp-servers/${added.id}`, inSpace(mia)),
    ];
    for (const refused of refusals) {
      expect(refused.status).toBe(403);
      expect(refused.body.detail).toBe('Only organization owners and admins can add, change or remove tool servers');
    }
    const stranger = await registerOwner(t, 'sam@elsewhere.io', 'Elsewhere Co');
    expect((await t.call('GET', '/integrations/mcp-servers', inSpace(stranger))).body.servers).toEqual([]);
    expect((await t.call('POST', `/integrations/mcp-servers/${added.id}/refresh`, inSpace(stranger))).status).toBe(404);
    expect((await t.call('PATCH', `/integrations/mcp-servers/${added.id}/tools/lookup_customer`, { ...inSpace(stranger), body: { enabled: true } })).status).toBe(404);
    expect((await t.call('PATCH', `/integrations/mcp-servers/${added.id}/tools`, { ...inSpace(stranger), body: { enabled: true } })).status).toBe(404);
    expect((await t.call('DELETE', `/integrations/mcp-servers/${added.id}`, inSpace(stranger))).status).toBe(404);
    expect((await t.call('GET', '/integrations/mcp-servers', { token: stranger.token, headers: { 'X-Space-ID': owner.spaceId } })).status).toBe(403);
    expect((await t.call('GET', '/integrations/mcp-servers', inSpace(owner))).body.servers[0].tools.every((tool: { enabled: boolean }) => !tool.enabled)).toBe(true);
  });

  it('switches every tool of a server at once, audited once with the tools it changed, and refuses a body that is not a yes or no', async () => {
    const owner = await registerOwner(t, 'alma@mcp-servers.io', 'All Tools Co');
    const added = await addHelpdesk(owner);
    await t.call('PATCH', `/integrations/mcp-servers/${added.id}/tools/lookup_customer`, { ...inSpace(owner), body: { enabled: true } });
    const on = await t.call('PATCH', `/integrations/mcp-servers/${added.id}/tools`, { ...inSpace(owner), body: { enabled: true } });
    expect(on.status).toBe(200);
    expect(on.body.tools.map((tool: { name: string; enabled: boolean }) => [tool.name, tool.enabled])).toEqual(added.tools.map((tool) => [tool.name, true]));
    const listed = await t.call('GET', '/integrations/mcp-servers', inSpace(owner));
    expect(listed.body.servers[0].tools.every((tool: { enabled: boolean }) => tool.enabled)).toBe(true);
    const audit = await t.server.database.db.selectFrom('audit_log').selectAll().where('action', '=', 'mcp_server.tool_toggled').where('org_id', '=', owner.orgId).execute();
    const switchedAll = audit.map((entry) => JSON.parse(String(entry.details))).find((details) => Array.isArray(details.tools));
    // lookup_customer was on already: only the two others changed.
    expect(switchedAll).toMatchObject({ server: added.id, enabled: true, tools: ['list_open_tickets', 'create_ticket'] });
    const off = await t.call('PATCH', `/integrations/mcp-servers/${added.id}/tools`, { ...inSpace(owner), body: { enabled: false } });
    expect(off.body.tools.every((tool: { enabled: boolean }) => !tool.enabled)).toBe(true);
    for (const body of [{}, { enabled: 'yes' }, { enabled: [true] }]) {
      const refused = await t.call('PATCH', `/integrations/mcp-servers/${added.id}/tools`, { ...inSpace(owner), body });
      expect(refused.status).toBe(422);
    }
    expect((await t.call('GET', '/integrations/mcp-servers', inSpace(owner))).body.servers[0].tools.every((tool: { enabled: boolean }) => !tool.enabled)).toBe(true);
  });

  it('offers a run only the enabled tools: the read-only one is called, the write one waits for a person to apply it', async () => {
    const owner = await registerOwner(t, 'ola@mcp-servers.io', 'Agents Co');
    const added = await addHelpdesk(owner);
    for (const tool of ['lookup_customer', 'create_ticket']) {
      const enabled = await t.call('PATCH', `/integrations/mcp-servers/${added.id}/tools/${tool}`, { ...inSpace(owner), body: { enabled: true } });
      expect(enabled.status).toBe(200);
    }
    const unknown = await t.call('PATCH', `/integrations/mcp-servers/${added.id}/tools/drop_tables`, { ...inSpace(owner), body: { enabled: true } });
    expect(unknown.status).toBe(404);
    fake.calls.length = 0;
    modelRequests.length = 0;
    plan = [
      { name: 'ext_helpdesk_lookup_customer', args: { email: 'ada@example.com' } },
      { name: 'ext_helpdesk_create_ticket', args: { email: 'ada@example.com', subject: 'Follow up on the renewal' } },
    ];
    const sessionId = await runAgent(owner, 'Check Ada and open a ticket to follow up on her renewal');
    const offered = modelRequests[0].tools.map((tool: any) => tool.function.name);
    expect(offered).toEqual(expect.arrayContaining(['ext_helpdesk_lookup_customer', 'ext_helpdesk_create_ticket']));
    // Disabled: not offered.
    expect(offered).not.toContain('ext_helpdesk_list_open_tickets');
    expect(modelRequests[0].tools.find((tool: any) => tool.function.name === 'ext_helpdesk_create_ticket').function.description).toContain('From the organization\'s tool server "Helpdesk"');
    expect(modelRequests[1].messages.find((m: any) => m.role === 'tool').content).toContain('Ada Lovelace: Growth plan, 1 open ticket(s)');
    // The read ran; the write did not.
    expect(fake.calls).toEqual([{ tool: 'lookup_customer', args: { email: 'ada@example.com' } }]);

    const proposals = await t.call('GET', `/agents/proposals?session_id=${sessionId}`, inSpace(owner));
    expect(proposals.status).toBe(200);
    expect(proposals.body).toHaveLength(1);
    expect(proposals.body[0]).toMatchObject({ action: 'external_tool', title: 'Call "Create a ticket" on Helpdesk', status: 'pending' });
    expect(proposals.body[0].details).toEqual(['Tool: create_ticket', 'email: ada@example.com', 'subject: Follow up on the renewal']);
    expect(fake.calls.map((c) => c.tool)).toEqual(['lookup_customer']);

    const applied = await t.call('POST', `/agents/proposals/${proposals.body[0].id}/apply`, inSpace(owner));
    expect(applied.status).toBe(200);
    expect(applied.body).toMatchObject({ status: 'applied', result: { summary: 'Helpdesk ran "create_ticket": Ticket T-1002 created for ada@example.com' } });
    expect(fake.calls.at(-1)).toEqual({ tool: 'create_ticket', args: { email: 'ada@example.com', subject: 'Follow up on the renewal' } });
    const audit = await t.server.database.db.selectFrom('audit_log').selectAll().where('action', '=', 'mcp_server.tool_called').execute();
    expect(audit).toHaveLength(1);

    // A confirmation whose tool was disabled meanwhile calls nothing; the next run is not offered the tool.
    plan = [{ name: 'ext_helpdesk_create_ticket', args: { email: 'grace@example.com', subject: 'Welcome call' } }];
    const second = await runAgent(owner, 'Open a ticket for a welcome call with Grace');
    const [pending] = (await t.call('GET', `/agents/proposals?session_id=${second}`, inSpace(owner))).body;
    await t.call('PATCH', `/integrations/mcp-servers/${added.id}/tools/create_ticket`, { ...inSpace(owner), body: { enabled: false } });
    const stale = await t.call('POST', `/agents/proposals/${pending.id}/apply`, inSpace(owner));
    expect(stale.body).toMatchObject({ status: 'failed', error: "The tool 'create_ticket' is not enabled for the agents any more" });
    expect(fake.calls.filter((c) => c.tool === 'create_ticket')).toHaveLength(1);
    modelRequests.length = 0;
    plan = [];
    await runAgent(owner, 'Anything new?');
    expect(modelRequests[0].tools.map((tool: any) => tool.function.name)).not.toContain('ext_helpdesk_create_ticket');
  });

  it('lists the tools again on refresh, and removes a server with its credential', async () => {
    const owner = await registerOwner(t, 'orla@mcp-servers.io', 'Refresh Co');
    const added = await addHelpdesk(owner);
    await t.call('PATCH', `/integrations/mcp-servers/${added.id}/tools/list_open_tickets`, { ...inSpace(owner), body: { enabled: true } });
    const refreshed = await t.call('POST', `/integrations/mcp-servers/${added.id}/refresh`, inSpace(owner));
    expect(refreshed.status).toBe(200);
    expect(refreshed.body.tools.filter((tool: { enabled: boolean }) => tool.enabled).map((tool: { name: string }) => tool.name)).toEqual(['list_open_tickets']);
    const removed = await t.call('DELETE', `/integrations/mcp-servers/${added.id}`, inSpace(owner));
    expect(removed.status).toBe(200);
    expect((await t.call('GET', '/integrations/mcp-servers', inSpace(owner))).body.servers).toEqual([]);
    expect(await t.server.database.db.selectFrom('mcp_servers').selectAll().where('id', '=', added.id).executeTakeFirst()).toBeUndefined();
    expect((await t.call('DELETE', `/integrations/mcp-servers/${added.id}`, inSpace(owner))).status).toBe(404);
  });

  it('re-seals the credential when the secrets key is rotated, and it still opens', async () => {
    const owner = await registerOwner(t, 'odin@mcp-servers.io', 'Rotation Co');
    const added = await addHelpdesk(owner);
    const before = await t.server.database.db.selectFrom('mcp_servers').selectAll().where('id', '=', added.id).executeTakeFirstOrThrow();
    const admin = (await t.call('POST', '/login', { body: ADMIN })).body.access_token as string;
    const rotated = await t.call('POST', '/admin/integrations/rotate-secrets-key', { token: admin });
    expect(rotated.status).toBe(200);
    expect(rotated.body.resealed).toBeGreaterThanOrEqual(1);
    expect(rotated.body.retired_key_ids).toContain(before.key_id);
    const after = await t.server.database.db.selectFrom('mcp_servers').selectAll().where('id', '=', added.id).executeTakeFirstOrThrow();
    expect(after.key_id).toBe(rotated.body.key_id);
    expect(after.key_id).not.toBe(before.key_id);
    expect(after.sealed_credential).not.toBe(before.sealed_credential);
    fake.seen.length = 0;
    const refreshed = await t.call('POST', `/integrations/mcp-servers/${added.id}/refresh`, inSpace(owner));
    expect(refreshed.status).toBe(200);
    expect(fake.seen).toContain(`Bearer ${TOKEN}`);
  });
});
