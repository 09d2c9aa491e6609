import { afterAll, beforeAll, describe as baseDescribe, expect, it } from 'vitest';
import { databaseUnavailable } from '../support/test-database.ts';
import { serverForFile } from '../support/test-server.ts';
import { startInstantlySandbox, type InstantlySandbox } from '../../adapters/server/integrations/sandbox/instantly-sandbox.ts';
import { registerOwner, registerMember, inSpace } from '../support/test-accounts.ts';

/**
 * Outreach with Instantly over HTTP (R-OPEN-38): a campaign draft with its leads deduplicated by email and every
 * skip given with its reason, no launch without a person's confirming call, bounces only where Instantly has them,
 * only Instantly's own time zones, members read but do not write, another organization sees nothing, and the API
 * key never leaves the server. Instantly is its fake, in the shapes of Instantly's OpenAPI document.
 */
const describe = baseDescribe.skipIf(databaseUnavailable);
let fake: InstantlySandbox;
const KEY = 'sandbox-instantly-9f8e7d6c5b4a3210fedcba9876543210';

beforeAll(async () => {
  if (databaseUnavailable) return;
  fake = await startInstantlySandbox();
});
afterAll(async () => {
  await fake?.close();
});
const t = serverForFile(() => ({ integrations: { instantlyUrl: fake.url } }));

const CSV = 'Email,First Name,Last Name,Company\nana@acme.io,Ana,Lopez,Acme\nben@acme.io,Ben,,Acme\n,No,Email,Nowhere\nANA@acme.io,Ana,Again,Acme\n';
const steps = [
  { subject: 'Hello {{firstName}}', body: 'Hi {{firstName}},\n\nA quick idea for {{companyName}}.', delay_days: 0 },
  { subject: 'Following up', body: 'Any thoughts, {{firstName}}?', delay_days: 3 },
];

describe('outreach with Instantly', () => {
  it('connects with a key it checked first, and never answers with the key', async () => {
    const owner = await registerOwner(t, 'olga@outreach.io', 'Outreach Co');
    const refused = await t.call('POST', '/integrations/instantly/connect', { ...inSpace(owner), body: { access_token: 'wrong-key-0123456789abcdef' } });
    expect(refused.status).toBe(422);
    const connected = await t.call('POST', '/integrations/instantly/connect', { ...inSpace(owner), body: { access_token: KEY } });
    expect(connected.status).toBe(200);
    expect(connected.body).toMatchObject({ provider: 'instantly', status: 'connected', account_label: 'Sandbox Outreach Workspace' });
    const answers = [
      connected.body,
      (await t.call('GET', '/integrations/connections', inSpace(owner))).body,
      (await t.call('GET', '/integrations/instantly/settings', inSpace(owner))).body,
      (await t.call('GET', '/integrations/instantly/campaigns', inSpace(owner))).body,
    ];
    for (const answer of answers) expect(JSON.stringify(answer)).not.toContain(KEY);
    const audit = await t.server.database.db.selectFrom('audit_log').selectAll().execute();
    expect(JSON.stringify(audit)).not.toContain(KEY);
  });

  it('creates a draft from a CSV, deduplicated by email, and adds only new leads later', async () => {
    const owner = await registerOwner(t, 'omar@outreach.io', 'Draft Co');
    await t.call('POST', '/integrations/instantly/connect', { ...inSpace(owner), body: { access_token: `${KEY}-draft` } });
    const created = await t.call('POST', '/integrations/instantly/campaigns', { ...inSpace(owner), body: { name: 'Q3 launch', steps, csv: CSV } });
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({ campaign: { name: 'Q3 launch', status: 'draft' }, leads_added: 2, leads_skipped: 2, skipped: { without_email: 1, already_in_campaign: 1, in_other_campaign: 0, blocklisted: 0, invalid_email: 0 } });
    expect(created.body.campaign.steps).toEqual(steps);
    const id = created.body.campaign.id as string;
    const more = await t.call('POST', `/integrations/instantly/campaigns/${id}/leads`, { ...inSpace(owner), body: { csv: 'email\nben@acme.io\ncy@beta.io\n' } });
    expect(more.body).toEqual({ leads_added: 1, leads_skipped: 1, skipped: { without_email: 0, already_in_campaign: 1, in_other_campaign: 0, blocklisted: 0, invalid_email: 0 } });
    const detail = await t.call('GET', `/integrations/instantly/campaigns/${id}`, inSpace(owner));
    expect(detail.body).toMatchObject({ campaign: { id, name: 'Q3 launch', status: 'draft' }, lead_count: 3 });
    const noEmail = await t.call('POST', `/integrations/instantly/campaigns/${id}/leads`, { ...inSpace(owner), body: { csv: 'name\nAna\n' } });
    expect(noEmail.status).toBe(422);
    expect(noEmail.body.detail[0]).toMatchObject({ loc: ['body', 'csv'], msg: 'The CSV file needs an email column' });
    const bad = await t.call('POST', '/integrations/instantly/campaigns', { ...inSpace(owner), body: { name: ' ', steps: [] } });
    expect(bad.status).toBe(422);
    expect(bad.body.detail.map((d: { msg: string }) => d.msg)).toEqual(['Give the campaign a name', 'Give the campaign at least one step with a subject and a body']);
    const actions = await t.server.database.db.selectFrom('audit_log').select(['action']).where('action', 'like', 'outreach.%').execute();
    expect(actions.map((a) => a.action)).toEqual(['outreach.campaign_drafted', 'outreach.leads_added']);
  });

  it('takes a draft\'s leads from a saved lead list of the space, skipping those without an email, and refuses another space\'s list', async () => {
    const owner = await registerOwner(t, 'orla@outreach.io', 'List Co');
    await t.call('POST', '/integrations/instantly/connect', { ...inSpace(owner), body: { access_token: `${KEY}-list` } });
    const person = (first: string, email: string | null) => ({ first_name: first, last_name: 'Lead', email, external_id: `apollo-${first}`, title: 'Head of Marketing', company: 'Acme' });
    const saved = await t.call('POST', '/lead-lists', { ...inSpace(owner), body: { name: 'Heads of marketing DE', leads: [person('ana', 'ana@acme.io'), person('ben', 'ben@acme.io'), person('cy', null)] } });
    expect(saved.status).toBe(200);
    const listId = saved.body.list.id as string;
    const created = await t.call('POST', '/integrations/instantly/campaigns', { ...inSpace(owner), body: { name: 'From a list', steps, lead_list_id: listId } });
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({ leads_added: 2, leads_skipped: 1 });
    const again = await t.call('POST', `/integrations/instantly/campaigns/${created.body.campaign.id}/leads`, { ...inSpace(owner), body: { lead_list_id: listId } });
    expect(again.body).toEqual({ leads_added: 0, leads_skipped: 3, skipped: { without_email: 1, already_in_campaign: 2, in_other_campaign: 0, blocklisted: 0, invalid_email: 0 } });
    // Instantly skips a lead any other campaign of the workspace has, and the answer says so.
    const second = await t.call('POST', '/integrations/instantly/campaigns', { ...inSpace(owner), body: { name: 'Second from the list', steps, lead_list_id: listId } });
    expect(second.body).toMatchObject({ leads_added: 0, leads_skipped: 3, skipped: { without_email: 1, already_in_campaign: 0, in_other_campaign: 2 } });
    const both = await t.call('POST', '/integrations/instantly/campaigns', { ...inSpace(owner), body: { name: 'Both', steps, lead_list_id: listId, csv: CSV } });
    expect(both.status).toBe(422);
    const other = await registerOwner(t, 'osman@elsewhere.io', 'Other List Co');
    await t.call('POST', '/integrations/instantly/connect', { ...inSpace(other), body: { access_token: `${KEY}-other-list` } });
    const foreign = await t.call('POST', '/integrations/instantly/campaigns', { ...inSpace(other), body: { name: 'Stolen list', steps, lead_list_id: listId } });
    expect(foreign.status).toBe(422);
    expect(foreign.body.detail[0]).toMatchObject({ loc: ['body', 'lead_list_id'], msg: 'That lead list was not found in this space' });
  });

  it('launches and resumes only on a confirming call, pauses, and shows the analytics of what runs', async () => {
    const owner = await registerOwner(t, 'ola@outreach.io', 'Launch Co');
    await t.call('POST', '/integrations/instantly/connect', { ...inSpace(owner), body: { access_token: `${KEY}-launch` } });
    const created = await t.call('POST', '/integrations/instantly/campaigns', { ...inSpace(owner), body: { name: 'Launch me', steps, csv: CSV } });
    const id = created.body.campaign.id as string;
    const unconfirmed = await t.call('POST', `/integrations/instantly/campaigns/${id}/launch`, { ...inSpace(owner), body: {} });
    expect(unconfirmed.status).toBe(422);
    expect(unconfirmed.body.detail[0].msg).toBe('Confirm launching the campaign: it starts sending to its leads');
    expect(fake.seen.some((s) => s.path.endsWith(`/${id}/activate`))).toBe(false);
    const quiet = await t.call('GET', `/integrations/instantly/analytics?campaign_id=${id}&days=7`, inSpace(owner));
    expect(quiet.body.totals).toEqual({ sent: 0, opened: 0, replied: 0, bounced: 0 });
    // Instantly gives a campaign's bounces as a total, not by day: those days say unknown, not 0.
    expect(quiet.body.daily.map((d: { bounced: number | null }) => d.bounced)).toEqual([null, null, null, null, null, null, null]);
    const launched = await t.call('POST', `/integrations/instantly/campaigns/${id}/launch`, { ...inSpace(owner), body: { confirm: true } });
    expect(launched.status).toBe(200);
    expect(launched.body.status).toBe('active');
    const analytics = await t.call('GET', `/integrations/instantly/analytics?campaign_id=${id}&days=7`, inSpace(owner));
    expect(analytics.status).toBe(200);
    expect(analytics.body.daily).toHaveLength(7);
    expect(analytics.body.totals.sent).toBeGreaterThan(0);
    expect(analytics.body.totals.bounced).toBeGreaterThan(0);
    expect(analytics.body.daily.every((d: { bounced: number | null }) => d.bounced === null)).toBe(true);
    const everyCampaign = await t.call('GET', '/integrations/instantly/analytics?days=7', inSpace(owner));
    expect(everyCampaign.body.daily.every((d: { bounced: number | null }) => typeof d.bounced === 'number')).toBe(true);
    expect(everyCampaign.body.totals.bounced).toBe(everyCampaign.body.daily.reduce((n: number, d: { bounced: number }) => n + d.bounced, 0));
    expect(everyCampaign.body.totals.bounced).toBeGreaterThan(0);
    const paused = await t.call('POST', `/integrations/instantly/campaigns/${id}/pause`, { ...inSpace(owner), body: {} });
    expect(paused.body.status).toBe('paused');
    expect((await t.call('POST', `/integrations/instantly/campaigns/${id}/resume`, { ...inSpace(owner), body: { confirm: false } })).status).toBe(422);
    const resumed = await t.call('POST', `/integrations/instantly/campaigns/${id}/resume`, { ...inSpace(owner), body: { confirm: true } });
    expect(resumed.body.status).toBe('active');
    expect((await t.call('GET', '/integrations/instantly/analytics?days=30', inSpace(owner))).status).toBe(422);
    const unknown = await t.call('POST', '/integrations/instantly/campaigns/no-such-campaign/pause', { ...inSpace(owner), body: {} });
    expect(unknown.status).toBe(404);
  });

  it('lets a member read campaigns, analytics and settings but refuses every write', async () => {
    const owner = await registerOwner(t, 'otto@outreach.io', 'Member Co');
    await t.call('POST', '/integrations/instantly/connect', { ...inSpace(owner), body: { access_token: `${KEY}-member` } });
    const created = await t.call('POST', '/integrations/instantly/campaigns', { ...inSpace(owner), body: { name: 'Owner draft', steps } });
    const id = created.body.campaign.id as string;
    const mia = await registerMember(t, owner, 'mia@outreach.io');
    expect((await t.call('GET', '/integrations/instantly/campaigns', inSpace(mia))).body.map((c: { name: string }) => c.name)).toEqual(['Owner draft']);
    expect((await t.call('GET', '/integrations/instantly/analytics', inSpace(mia))).status).toBe(200);
    expect((await t.call('GET', '/integrations/instantly/settings', inSpace(mia))).status).toBe(200);
    const before = fake.seen.length;
    for (const [method, path, body] of [
      ['POST', '/integrations/instantly/campaigns', { name: 'Member draft', steps }],
      ['POST', `/integrations/instantly/campaigns/${id}/leads`, { csv: CSV }],
      ['POST', `/integrations/instantly/campaigns/${id}/launch`, { confirm: true }],
      ['POST', `/integrations/instantly/campaigns/${id}/pause`, {}],
      ['POST', `/integrations/instantly/campaigns/${id}/resume`, { confirm: true }],
      ['PUT', '/integrations/instantly/settings', { sending_accounts: [], daily_limit: 10, timezone: 'Europe/Belgrade', days: [1], from: '09:00', to: '17:00' }],
    ] as const) {
      const res = await t.call(method, path, { ...inSpace(mia), body });
      expect(res.status, `${method} ${path}`).toBe(403);
    }
    // Instantly was not called for any of them.
    expect(fake.seen.length).toBe(before);
  });

  it('keeps settings in the connection, checked against the workspace\'s sending accounts, and uses them for drafts', async () => {
    const owner = await registerOwner(t, 'oren@outreach.io', 'Settings Co');
    await t.call('POST', '/integrations/instantly/connect', { ...inSpace(owner), body: { access_token: `${KEY}-settings` } });
    const initial = await t.call('GET', '/integrations/instantly/settings', inSpace(owner));
    expect(initial.body.preferences).toEqual({ sending_accounts: [], daily_limit: 30, timezone: 'America/Chicago', days: [1, 2, 3, 4, 5], from: '09:00', to: '17:00' });
    expect(initial.body.accounts.map((a: { email: string }) => a.email)).toEqual(['alex@outreach-sandbox.io', 'sam@outreach-sandbox.io', 'kim@outreach-sandbox.io']);
    // Only the time zones Instantly accepts are offered, and another is refused with the nearest one it has.
    expect(initial.body.time_zones).toHaveLength(102);
    expect(initial.body.time_zones).toContain('Europe/Belgrade');
    expect(initial.body.time_zones).not.toContain('Europe/Berlin');
    const berlin = await t.call('PUT', '/integrations/instantly/settings', { ...inSpace(owner), body: { sending_accounts: [], daily_limit: 50, timezone: 'Europe/Berlin', days: [1, 3], from: '08:00', to: '16:00' } });
    expect(berlin.status).toBe(422);
    expect(berlin.body.detail[0]).toMatchObject({ loc: ['body', 'timezone'], msg: 'Instantly does not accept Europe/Berlin; its nearest time zone is Europe/Belgrade' });
    const nonsense = await t.call('PUT', '/integrations/instantly/settings', { ...inSpace(owner), body: { sending_accounts: [], daily_limit: 50, timezone: 'Mars/Olympus', days: [1, 3], from: '08:00', to: '16:00' } });
    expect(nonsense.body.detail[0]).toMatchObject({ loc: ['body', 'timezone'], msg: 'Choose one of the time zones Instantly accepts' });
    const unknown = await t.call('PUT', '/integrations/instantly/settings', { ...inSpace(owner), body: { sending_accounts: ['eve@elsewhere.io'], daily_limit: 50, timezone: 'Europe/Belgrade', days: [1, 3], from: '08:00', to: '16:00' } });
    expect(unknown.status).toBe(422);
    expect(unknown.body.detail[0].msg).toBe('eve@elsewhere.io is not a sending account of this Instantly workspace');
    const badHours = await t.call('PUT', '/integrations/instantly/settings', { ...inSpace(owner), body: { sending_accounts: [], daily_limit: 50, timezone: 'Europe/Belgrade', days: [1], from: '18:00', to: '16:00' } });
    expect(badHours.body.detail[0]).toMatchObject({ loc: ['body', 'to'], msg: 'The end must be after the start' });
    const saved = await t.call('PUT', '/integrations/instantly/settings', { ...inSpace(owner), body: { sending_accounts: ['sam@outreach-sandbox.io'], daily_limit: 50, timezone: 'Europe/Belgrade', days: [3, 1], from: '08:00', to: '16:00' } });
    expect(saved.status).toBe(200);
    expect(saved.body.preferences).toEqual({ sending_accounts: ['sam@outreach-sandbox.io'], daily_limit: 50, timezone: 'Europe/Belgrade', days: [1, 3], from: '08:00', to: '16:00' });
    await t.call('POST', '/integrations/instantly/campaigns', { ...inSpace(owner), body: { name: 'With defaults', steps } });
    const request = fake.seen.filter((s) => s.method === 'POST' && s.path === '/api/v2/campaigns').at(-1)!;
    expect(request.body).toMatchObject({
      daily_limit: 50,
      email_list: ['sam@outreach-sandbox.io'],
      campaign_schedule: { schedules: [{ timing: { from: '08:00', to: '16:00' }, timezone: 'Europe/Belgrade', days: { 1: true, 2: false, 3: true } }] },
    });
    // Reconnecting keeps the choices.
    await t.call('POST', '/integrations/instantly/connect', { ...inSpace(owner), body: { access_token: `${KEY}-settings` } });
    expect((await t.call('GET', '/integrations/instantly/settings', inSpace(owner))).body.preferences.daily_limit).toBe(50);
  });

  it('shows another organization nothing, and says when Instantly is not connected', async () => {
    const owner = await registerOwner(t, 'olive@outreach.io', 'Tenant A');
    await t.call('POST', '/integrations/instantly/connect', { ...inSpace(owner), body: { access_token: `${KEY}-tenant` } });
    const created = await t.call('POST', '/integrations/instantly/campaigns', { ...inSpace(owner), body: { name: 'Tenant A secret plan', steps } });
    const id = created.body.campaign.id as string;
    const other = await registerOwner(t, 'oscar@elsewhere.io', 'Tenant B');
    for (const [method, path, body] of [
      ['GET', '/integrations/instantly/campaigns', undefined],
      ['GET', `/integrations/instantly/campaigns/${id}`, undefined],
      ['GET', '/integrations/instantly/analytics', undefined],
      ['POST', `/integrations/instantly/campaigns/${id}/launch`, { confirm: true }],
    ] as const) {
      const res = await t.call(method, path, { token: other.token, body, headers: { 'X-Space-ID': owner.spaceId } });
      expect(res.status, `${method} ${path}`).toBe(403);
    }
    const own = await t.call('GET', '/integrations/instantly/campaigns', inSpace(other));
    expect(own.status).toBe(409);
    expect(own.body.detail).toBe('Instantly is not connected to this space');
  });
});
