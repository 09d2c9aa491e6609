import { afterAll, beforeAll, describe as baseDescribe, expect, it } from 'vitest';
import { request } from 'undici';
import { databaseUnavailable } from '../support/test-database.ts';
import { serverForFile } from '../support/test-server.ts';
import { startGoogleAnalyticsSandbox, type GoogleAnalyticsSandbox } from '../../adapters/server/integrations/sandbox/google-analytics-sandbox.ts';
import { TEST_PASSWORD, registerOwner, inSpace } from '../support/test-accounts.ts';

/**
 * Google Analytics 4 over HTTP against the contract fake of Google's OAuth
 * server and GA4 APIs: the OAuth dance with PKCE and a state bound to the person and the space, properties,
 * reports against the previous period, and a refused refresh token answering GA4_OAUTH_EXPIRED (401) while
 * the session stays signed in.
 */
const describe = baseDescribe.skipIf(databaseUnavailable);
let google: GoogleAnalyticsSandbox;

beforeAll(async () => {
  if (databaseUnavailable) return;
  google = await startGoogleAnalyticsSandbox();
});
afterAll(async () => {
  await google?.close();
});
const t = serverForFile(() => ({ integrations: { google: { clientId: google.clientId, clientSecret: google.clientSecret, endpoints: google.endpoints } } }));

/** What the browser does at Google: open the sign-in address, press Allow (or Cancel), come back with the query. */
async function consent(authorizationUrl: string, decision: 'allow' | 'deny' = 'allow'): Promise<string> {
  const page = await request(authorizationUrl);
  expect(page.statusCode).toBe(200);
  expect(await page.body.text()).toContain('See and download your Google Analytics data');
  const decide = new URL(authorizationUrl);
  decide.pathname += '/decide';
  decide.searchParams.set('decision', decision);
  const back = await request(decide.toString());
  await back.body.dump();
  const location = new URL(String(back.headers.location));
  expect(`${location.origin}${location.pathname}`).toBe(`${t.url}/ga4-setup`);
  return location.search;
}

async function connect(owner: { token: string; spaceId: string }) {
  const started = await t.call('POST', '/integrations/ga4/oauth/start', inSpace(owner));
  expect(started.status).toBe(200);
  const query = await consent(started.body.authorization_url);
  return t.call('POST', '/integrations/ga4/oauth/callback', { ...inSpace(owner), body: { query } });
}

describe('Google Analytics 4', () => {
  it('asks Google for read-only analytics with PKCE and offline access, and stores the refresh token only sealed', async () => {
    const owner = await registerOwner(t, 'gina@ga4.io', 'GA4 Co');
    const started = await t.call('POST', '/integrations/ga4/oauth/start', inSpace(owner));
    const url = new URL(started.body.authorization_url);
    expect(url.searchParams.get('scope')).toBe('https://www.googleapis.com/auth/analytics.readonly');
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('access_type')).toBe('offline');
    expect(url.searchParams.get('redirect_uri')).toBe(`${t.url}/ga4-setup`);
    // The state carries the PKCE verifier sealed: nothing readable.
    expect(url.searchParams.get('state')).toMatch(/^v1\./);
    const connected = await t.call('POST', '/integrations/ga4/oauth/callback', { ...inSpace(owner), body: { query: await consent(url.toString()) } });
    expect(connected.status).toBe(200);
    expect(connected.body).toMatchObject({ provider: 'ga4', status: 'connected', account_label: null });
    const row = await t.server.database.db.selectFrom('integration_connections').selectAll().where('space_id', '=', owner.spaceId).executeTakeFirstOrThrow();
    expect(row.sealed_secret).toMatch(/^v1\./);
    expect(row.sealed_secret).not.toContain('1//sandbox-');
  });

  it('refuses a callback that is not the caller\'s, was tampered with, or where the person pressed Cancel', async () => {
    const owner = await registerOwner(t, 'gabe@ga4.io', 'State Co');
    const started = await t.call('POST', '/integrations/ga4/oauth/start', inSpace(owner));
    const query = await consent(started.body.authorization_url);
    // Another organization's owner cannot finish it in their own space.
    const stranger = await registerOwner(t, 'sly@elsewhere-ga4.io', 'Elsewhere');
    const stolen = await t.call('POST', '/integrations/ga4/oauth/callback', { ...inSpace(stranger), body: { query } });
    expect(stolen.status).toBe(422);
    expect(stolen.body.detail[0].msg).toBe('This Google sign-in link is not for this account or space, or it is too old. Start connecting again.');
    const tampered = new URLSearchParams(query);
    // One character inside the sealed text changed for another (the last ones can carry bits base64 ignores).
    const sealed = tampered.get('state')!;
    const at = Math.floor(sealed.length / 2);
    tampered.set('state', `${sealed.slice(0, at)}${sealed[at] === 'A' ? 'B' : 'A'}${sealed.slice(at + 1)}`);
    expect((await t.call('POST', '/integrations/ga4/oauth/callback', { ...inSpace(owner), body: { query: tampered.toString() } })).status).toBe(422);
    const again = await t.call('POST', '/integrations/ga4/oauth/start', inSpace(owner));
    const denied = await t.call('POST', '/integrations/ga4/oauth/callback', { ...inSpace(owner), body: { query: await consent(again.body.authorization_url, 'deny') } });
    expect(denied.status).toBe(422);
    expect(denied.body.detail).toBe('Google did not grant access: access_denied');
    // A code is good once: replaying the first callback fails at Google.
    expect((await t.call('POST', '/integrations/ga4/oauth/callback', { ...inSpace(owner), body: { query } })).status).toBe(200);
    expect((await t.call('POST', '/integrations/ga4/oauth/callback', { ...inSpace(owner), body: { query } })).status).toBe(422);
  });

  it('lists accounts and properties, links and selects one, and reads its report against the previous period', async () => {
    const owner = await registerOwner(t, 'paula@ga4.io', 'Report Co');
    expect((await connect(owner)).status).toBe(200);
    const accounts = await t.call('GET', '/integrations/ga4/accounts', inSpace(owner));
    expect(accounts.status).toBe(200);
    expect(accounts.body.map((a: { name: string }) => a.name)).toEqual(['Sandbox Retail', 'Sandbox Blog']);
    expect(accounts.body[0].properties[0]).toEqual({ id: '300001', name: 'sandbox-shop.example (web)', linked: false, selected: false });
    const noReport = await t.call('GET', '/integrations/ga4/report', inSpace(owner));
    expect(noReport.status).toBe(409);
    expect(noReport.body.detail).toBe('Choose the property this space reports on first (Manage GA4 properties)');

    expect((await t.call('PUT', '/integrations/ga4/properties', { ...inSpace(owner), body: { linked: ['999'], selected: null } })).status).toBe(422);
    expect((await t.call('PUT', '/integrations/ga4/properties', { ...inSpace(owner), body: { linked: ['300001'], selected: '300003' } })).status).toBe(422);
    const chosen = await t.call('PUT', '/integrations/ga4/properties', { ...inSpace(owner), body: { linked: ['300001', '300003'], selected: '300001' } });
    expect(chosen.status).toBe(200);
    expect(chosen.body.account_label).toBe('sandbox-shop.example (web) (300001)');
    const marked = await t.call('GET', '/integrations/ga4/accounts', inSpace(owner));
    expect(marked.body[0].properties[0]).toMatchObject({ linked: true, selected: true });
    expect(marked.body[1].properties[0]).toMatchObject({ linked: true, selected: false });

    const report = await t.call('GET', '/integrations/ga4/report?since=2026-10-01&until=2026-10-28', inSpace(owner));
    expect(report.status).toBe(200);
    expect(report.body.property).toEqual({ id: '300001', name: 'sandbox-shop.example (web)' });
    expect(report.body.previous_range).toEqual({ since: '2026-09-03', until: '2026-09-30' });
    expect(report.body.by_day).toHaveLength(28);
    expect(report.body.by_day[0].date).toBe('2026-10-01');
    expect(report.body.totals.sessions).toBe(report.body.by_day.reduce((s: number, d: { sessions: number }) => s + d.sessions, 0));
    expect(report.body.previous_totals.sessions).toBeGreaterThan(0);
    expect(report.body.totals.engagement_rate).toBeGreaterThan(0.5);
    expect(report.body.totals.revenue).toBeGreaterThan(0);
    expect(report.body.by_channel[0].label).toBe('Organic Search');
    expect(report.body.by_landing_page.map((r: { label: string }) => r.label)).toContain('/spring-sale');
    expect(report.body.by_source_medium[0].label).toBe('google / organic');
  });

  it('R-ERR-02 R-ERR-03 R-OPEN-35: turns a refused refresh token into GA4_OAUTH_EXPIRED with the session still signed in, until reconnected', async () => {
    const owner = await registerOwner(t, 'rex@ga4.io', 'Expired Co');
    await connect(owner);
    await t.call('PUT', '/integrations/ga4/properties', { ...inSpace(owner), body: { linked: ['300003'], selected: '300003' } });
    expect((await t.call('GET', '/integrations/ga4/report', inSpace(owner))).status).toBe(200);
    google.revokeAll();
    const expired = await t.call('GET', '/integrations/ga4/report', inSpace(owner));
    expect(expired.status).toBe(401);
    expect(expired.body.detail).toBe('Google Analytics authentication has expired. Please reconnect your account.');
    // The person is still signed in to the app.
    expect((await t.call('GET', '/me', { token: owner.token })).status).toBe(200);
    const list = await t.call('GET', '/integrations/connections', inSpace(owner));
    expect(list.body.find((c: { provider: string }) => c.provider === 'ga4')).toMatchObject({ status: 'error', status_reason: 'Token has been expired or revoked.' });
    expect((await t.call('GET', '/integrations/ga4/accounts', inSpace(owner))).status).toBe(401);
    // Reconnecting keeps the chosen property.
    expect((await connect(owner)).body).toMatchObject({ status: 'connected', account_label: 'blog.sandbox.example (300003)' });
    expect((await t.call('GET', '/integrations/ga4/report', inSpace(owner))).status).toBe(200);
  });

  it('R-OPEN-35: says the consent screen must be published when Google ends a grant after 7 days, as it does for apps in Testing status', async () => {
    const owner = await registerOwner(t, 'tess@ga4.io', 'Testing Co');
    google.setConsentScreen('testing');
    try {
      await connect(owner);
      await t.call('PUT', '/integrations/ga4/properties', { ...inSpace(owner), body: { linked: ['300001'], selected: '300001' } });
      expect((await t.call('GET', '/integrations/ga4/report', inSpace(owner))).status).toBe(200);
      // Eight days on, at Google and for the connection.
      const eightDays = 8 * 24 * 60 * 60 * 1000;
      google.advance(eightDays);
      await t.server.database.db.updateTable('integration_connections').set({ connected_at: new Date(Date.now() - eightDays).toISOString() }).where('space_id', '=', owner.spaceId).execute();
      const lapsed = await t.call('GET', '/integrations/ga4/report', inSpace(owner));
      expect(lapsed.status).toBe(401);
      const list = await t.call('GET', '/integrations/connections', inSpace(owner));
      expect(list.body.find((c: { provider: string }) => c.provider === 'ga4')).toMatchObject({
        status: 'error',
        status_reason:
          "Token has been expired or revoked. Google ends every sign-in 7 days after it was given while the app's OAuth consent screen is in Testing status, as this one may be: an administrator must publish the consent screen (Google Cloud console, OAuth consent screen, Publish app), then connect again.",
      });
    } finally {
      google.setConsentScreen('in_production');
    }
  });

  it('members read the report but cannot connect or choose properties', async () => {
    const owner = await registerOwner(t, 'olive@ga4.io', 'Members Co');
    await connect(owner);
    await t.call('PUT', '/integrations/ga4/properties', { ...inSpace(owner), body: { linked: ['300001'], selected: '300001' } });
    await t.call('POST', '/orgs/invites', { token: owner.token, body: { email: 'mo@members-ga4.io', role: 'org_member' } });
    const mail = await t.server.database.db.selectFrom('mail_outbox').select('link').where('to_address', '=', 'mo@members-ga4.io').executeTakeFirstOrThrow();
    const joined = await t.call('POST', '/register', { body: { email: 'mo@members-ga4.io', password: TEST_PASSWORD, name: 'Mo', org_name: '-', invite_token: new URL(mail.link!).searchParams.get('invite') } });
    const member = { token: joined.body.access_token as string, spaceId: owner.spaceId };
    expect((await t.call('GET', '/integrations/ga4/report', inSpace(member))).status).toBe(200);
    expect((await t.call('POST', '/integrations/ga4/oauth/start', inSpace(member))).status).toBe(403);
    expect((await t.call('PUT', '/integrations/ga4/properties', { ...inSpace(member), body: { linked: [], selected: null } })).status).toBe(403);
  });
});
