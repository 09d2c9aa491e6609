import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { InstantlyOutreach } from '../../adapters/server/outreach/instantly-outreach.ts';
import { startInstantlySandbox, type InstantlySandbox } from '../../adapters/server/integrations/sandbox/instantly-sandbox.ts';
import { ProviderError } from '../../core/server/integrations/provider-error.ts';
import type { NewCampaign } from '../../core/server/outreach/outreach-provider.ts';

/**
 * R-OPEN-38: the Instantly API v2 adapter against its fake on loopback, which answers in the shapes of Instantly's
 * OpenAPI 3.1 document (`api_v2.json`): bearer key only, `campaign_schedule.schedules[]` with timing, days and a
 * time zone of Instantly's list on create, a sequence of `email` steps with variants, `POST /leads/list` filtered by
 * `campaign` with `starting_after` cursors, no bounces in the campaigns' daily analytics.
 */
describe('InstantlyOutreach against the Instantly API v2 contract fake', () => {
  let fake: InstantlySandbox;
  const waits: number[] = [];
  const adapter = (attempts = 3) => new InstantlyOutreach(fake.url, false, { sleep: async (ms) => void waits.push(ms), attempts });
  const KEY = 'sandbox-instantly-key-0123456789abcdefghijklmnopqrstuv';
  const draft: NewCampaign = {
    name: 'Q3 launch',
    steps: [
      { subject: 'Hello {{firstName}}', body: 'Hi {{firstName}},\n\nA quick idea for {{companyName}}.', delayDays: 0 },
      { subject: 'Following up', body: 'Just checking in, {{firstName}}.', delayDays: 3 },
    ],
    schedule: { timezone: 'Europe/Belgrade', days: [1, 2, 3, 4, 5], from: '09:00', to: '17:00' },
    dailyLimit: 40,
    sendingAccounts: ['alex@outreach-sandbox.io'],
  };

  beforeAll(async () => {
    // Two rows a page, so every list below crosses pages.
    fake = await startInstantlySandbox({ pageSize: 2 });
  });
  afterAll(async () => {
    await fake.close();
  });

  it('names the workspace of a key, and sends the key only in the Authorization header', async () => {
    expect(await adapter().checkKey(KEY)).toEqual({ workspaceId: 'a1b2c3d4-0000-7000-8000-000000000001', workspaceName: 'Sandbox Outreach Workspace' });
    const seen = fake.seen.at(-1)!;
    expect(seen.authorization).toBe(`Bearer ${KEY}`);
    expect(seen.path).not.toContain(KEY);
  });

  it('creates a draft with its schedule and sequence, the variables untouched', async () => {
    const created = await adapter().createDraft(KEY, draft);
    expect(created).toMatchObject({ name: 'Q3 launch', status: 'draft', sendingAccounts: ['alex@outreach-sandbox.io'], dailyLimit: 40 });
    expect(created.steps).toEqual(draft.steps);
    const request = fake.seen.find((s) => s.method === 'POST' && s.path === '/api/v2/campaigns')!;
    expect(request.body).toEqual({
      name: 'Q3 launch',
      campaign_schedule: {
        schedules: [{ name: 'Default', timing: { from: '09:00', to: '17:00' }, days: { 0: false, 1: true, 2: true, 3: true, 4: true, 5: true, 6: false }, timezone: 'Europe/Belgrade' }],
      },
      // Instantly's delay is the wait after a step: the first step waits 3 days before the follow-up.
      sequences: [{ steps: [
        { type: 'email', delay: 3, variants: [{ subject: 'Hello {{firstName}}', body: 'Hi {{firstName}},\n\nA quick idea for {{companyName}}.' }] },
        { type: 'email', delay: 0, variants: [{ subject: 'Following up', body: 'Just checking in, {{firstName}}.' }] },
      ] }],
      daily_limit: 40,
      email_list: ['alex@outreach-sandbox.io'],
    });
  });

  it('lists campaigns across cursor pages, and pauses and activates one', async () => {
    const a = adapter();
    await a.createDraft(KEY, { ...draft, name: 'Second' });
    await a.createDraft(KEY, { ...draft, name: 'Third' });
    const campaigns = await a.campaigns(KEY);
    expect(campaigns.map((c) => c.name)).toEqual(['Q3 launch', 'Second', 'Third']);
    expect(fake.seen.filter((s) => s.path.startsWith('/api/v2/campaigns?')).at(-1)!.path).toContain('starting_after=');
    expect((await a.activate(KEY, campaigns[1]!.id)).status).toBe('active');
    expect((await a.pause(KEY, campaigns[1]!.id)).status).toBe('paused');
    await expect(a.pause(KEY, 'no-such-campaign')).rejects.toMatchObject({ failure: 'not_found' });
  });

  it('adds leads in bulk, skips those the campaign has, and lists them with POST /leads/list cursors', async () => {
    const a = adapter();
    const campaign = (await a.campaigns(KEY))[0]!;
    const first = await a.addLeads(KEY, campaign.id, [
      { email: 'ana@acme.io', firstName: 'Ana', companyName: 'Acme' },
      { email: 'ben@acme.io', firstName: 'Ben' },
      { email: 'cy@beta.io' },
    ]);
    expect(first).toEqual({ added: 3, skipped: { alreadyInCampaign: 0, inAnotherCampaign: 0, blocklisted: 0, invalidEmail: 0 } });
    const again = await a.addLeads(KEY, campaign.id, [{ email: 'ANA@acme.io' }, { email: 'dee@beta.io' }]);
    expect(again).toEqual({ added: 1, skipped: { alreadyInCampaign: 1, inAnotherCampaign: 0, blocklisted: 0, invalidEmail: 0 } });
    const leads = await a.campaignLeads(KEY, campaign.id);
    expect(leads.map((l) => l.email)).toEqual(['ana@acme.io', 'ben@acme.io', 'cy@beta.io', 'dee@beta.io']);
    expect(leads[0]).toEqual({ email: 'ana@acme.io', firstName: 'Ana', companyName: 'Acme' });
    const listCalls = fake.seen.filter((s) => s.path === '/api/v2/leads/list');
    expect(listCalls[0]!.body).toEqual({ campaign: campaign.id, limit: 100 });
    expect(listCalls[1]!.body).toMatchObject({ campaign: campaign.id, starting_after: expect.any(String) });
    const bulk = fake.seen.find((s) => s.path === '/api/v2/leads/add')!;
    expect(bulk.body).toMatchObject({ campaign_id: campaign.id, skip_if_in_campaign: true, leads: [{ email: 'ana@acme.io', first_name: 'Ana', company_name: 'Acme' }, { email: 'ben@acme.io' }, { email: 'cy@beta.io' }] });
  });

  it('reads daily analytics of an active campaign, and the sending accounts across pages', async () => {
    const a = adapter();
    const campaign = (await a.campaigns(KEY))[1]!;
    await a.activate(KEY, campaign.id);
    const today = new Date().toISOString().slice(0, 10);
    const since = new Date(Date.now() - 6 * 86_400_000).toISOString().slice(0, 10);
    const { days } = await a.dailyAnalytics(KEY, campaign.id, since, today);
    expect(days).toHaveLength(7);
    for (const d of days) {
      expect(d.sent).toBeGreaterThan(0);
      expect(d.opened).toBeLessThanOrEqual(d.sent);
      expect(d.replied).toBeLessThanOrEqual(d.opened);
    }
    expect(fake.seen.some((s) => s.path === `/api/v2/campaigns/analytics/daily?start_date=${since}&end_date=${today}&campaign_id=${campaign.id}`)).toBe(true);
    // A draft sends nothing.
    const { days: draftDays } = await a.dailyAnalytics(KEY, (await a.campaigns(KEY))[2]!.id, since, today);
    expect(draftDays.every((d) => d.sent === 0)).toBe(true);
    const accounts = await a.sendingAccounts(KEY);
    expect(accounts).toEqual([
      { email: 'alex@outreach-sandbox.io', name: 'Alex Sender', status: 'active' },
      { email: 'sam@outreach-sandbox.io', name: 'Sam Sender', status: 'active' },
      { email: 'kim@outreach-sandbox.io', name: 'Kim Sender', status: 'paused' },
    ]);
  });

  it('sends only a time zone of Instantly\'s list: Instantly refuses Europe/Berlin', async () => {
    const refused = await adapter().createDraft(KEY, { ...draft, name: 'Berlin', schedule: { ...draft.schedule, timezone: 'Europe/Berlin' } }).catch((e: unknown) => e);
    expect(refused).toMatchObject({ failure: 'bad_response', detail: 'body/campaign_schedule/schedules/0/timezone must be equal to one of the allowed values' });
    const created = await adapter().createDraft(KEY, { ...draft, name: 'Belgrade' });
    expect(created.name).toBe('Belgrade');
  });

  it('reads bounces where Instantly has them: a campaign\'s total (not by day), every campaign\'s by day from the accounts', async () => {
    const a = adapter();
    const campaign = (await a.campaigns(KEY))[1]!;
    const today = new Date().toISOString().slice(0, 10);
    const since = new Date(Date.now() - 6 * 86_400_000).toISOString().slice(0, 10);
    const one = await a.dailyAnalytics(KEY, campaign.id, since, today);
    // Instantly's campaign daily analytics have no bounced field: unknown by day, never a made-up 0.
    expect(one.days.every((d) => d.bounced === null)).toBe(true);
    expect(one.bounced).toBeGreaterThan(0);
    const totalsCall = fake.seen.find((s) => s.path.startsWith('/api/v2/campaigns/analytics?'))!;
    expect(new URL(totalsCall.path, 'http://x').searchParams.get('id')).toBe(campaign.id);
    const all = await a.dailyAnalytics(KEY, null, since, today);
    expect(all.days).toHaveLength(7);
    for (const d of all.days) expect(d.bounced).toBeGreaterThan(0);
    expect(all.bounced).toBe(all.days.reduce((n, d) => n + d.bounced!, 0));
    const accountCall = fake.seen.filter((s) => s.path.startsWith('/api/v2/accounts/analytics/daily?')).at(-1)!;
    expect(new URL(accountCall.path, 'http://x').searchParams.getAll('emails')).toEqual(['alex@outreach-sandbox.io', 'sam@outreach-sandbox.io', 'kim@outreach-sandbox.io']);
    // 90 days are read 31 at most at a time, as Instantly allows.
    const before = fake.seen.length;
    const long = await a.dailyAnalytics(KEY, null, new Date(Date.now() - 89 * 86_400_000).toISOString().slice(0, 10), today);
    expect(long.days).toHaveLength(90);
    expect(fake.seen.slice(before).filter((s) => s.path.startsWith('/api/v2/accounts/analytics/daily?'))).toHaveLength(3);
  });

  it('says a lead was skipped because it is in another campaign of the workspace (skip_if_in_campaign)', async () => {
    const a = adapter();
    const [first, second] = await a.campaigns(KEY);
    await a.addLeads(KEY, first!.id, [{ email: 'solo@gamma.io' }]);
    const result = await a.addLeads(KEY, second!.id, [{ email: 'solo@gamma.io' }, { email: 'new@gamma.io' }, { email: 'not-an-email' }]);
    expect(result).toEqual({ added: 1, skipped: { alreadyInCampaign: 0, inAnotherCampaign: 1, blocklisted: 0, invalidEmail: 1 } });
    expect((await a.campaignLeads(KEY, second!.id)).map((l) => l.email)).not.toContain('solo@gamma.io');
  });

  it('reports a bad key as refused (401), without the key in the error', async () => {
    const bad = 'wrong-key-0123456789abcdefghijklmnopqrstuvwxyz';
    const error = await adapter().campaigns(bad).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ProviderError);
    expect(error).toMatchObject({ failure: 'auth_refused', detail: 'Invalid API key' });
    expect(String((error as Error).message)).not.toContain(bad);
  });

  it('waits out a 429 with its Retry-After and then succeeds', async () => {
    waits.length = 0;
    fake.failNext(1, 429);
    const campaigns = await adapter().campaigns(KEY);
    expect(campaigns.length).toBeGreaterThanOrEqual(3);
    expect(waits).toEqual([1000]);
  });

  it('reports 5xx after its retries as unavailable', async () => {
    waits.length = 0;
    fake.failNext(3, 503);
    const error = await adapter().campaigns(KEY).catch((e: unknown) => e);
    expect(error).toMatchObject({ failure: 'unavailable' });
    expect(waits).toEqual([1000, 2000]);
    fake.failNext(1, 500);
    await expect(adapter(1).sendingAccounts(KEY)).rejects.toMatchObject({ failure: 'unavailable', detail: 'Something went wrong on our side' });
  });
});
