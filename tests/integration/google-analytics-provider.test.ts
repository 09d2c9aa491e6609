import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GoogleAnalyticsProvider } from '../../adapters/server/integrations/google-analytics-provider.ts';
import { startGoogleAnalyticsSandbox, type GoogleAnalyticsSandbox } from '../../adapters/server/integrations/sandbox/google-analytics-sandbox.ts';

/**
 * R-OPEN-35: GoogleAnalyticsProvider against the fake of Google's OAuth server and GA4 Data API, where the fake
 * answers as Google does: days without traffic are left out of a report (no keepEmptyRows), and an app whose
 * consent screen is in Testing status has its grants ended after 7 days. Never the internet.
 */
describe('GoogleAnalyticsProvider against the Google contract fake', () => {
  let fake: GoogleAnalyticsSandbox;
  const REDIRECT = 'http://127.0.0.1:9/ga4-setup';
  const provider = () => new GoogleAnalyticsProvider({ clientId: fake.clientId, clientSecret: fake.clientSecret, endpoints: fake.endpoints, http: { sleep: async () => {} } });

  /** The consent dance as a browser does it, down to the tokens. */
  async function grant() {
    const google = provider();
    const verifier = google.newCodeVerifier();
    const decide = new URL(await google.authorizationUrl({ state: 'st', codeVerifier: verifier, redirectUri: REDIRECT }));
    decide.pathname += '/decide';
    decide.searchParams.set('decision', 'allow');
    const back = await fetch(decide, { redirect: 'manual' });
    const callback = new URL(back.headers.get('location')!).searchParams;
    return google.exchangeCode({ callback, state: 'st', codeVerifier: verifier, redirectUri: REDIRECT });
  }

  beforeAll(async () => {
    fake = await startGoogleAnalyticsSandbox({ quietDays: ['2026-11-03', '2026-11-04'], consentScreen: 'testing' });
  });
  afterAll(async () => {
    await fake.close();
  });

  it('gives every day of the range, with zeros for the days Google leaves out because nobody visited', async () => {
    const { accessToken } = await grant();
    const rows = await provider().report(accessToken, '300001', { since: '2026-11-01', until: '2026-11-07' }, 'date');
    expect(rows.map((r) => r.key)).toEqual(['2026-11-01', '2026-11-02', '2026-11-03', '2026-11-04', '2026-11-05', '2026-11-06', '2026-11-07']);
    expect(rows[2]).toEqual({ key: '2026-11-03', sessions: 0, users: 0, newUsers: 0, engagementRate: 0, keyEvents: 0, revenue: 0 });
    expect(rows[4]!.sessions).toBeGreaterThan(0);
  });

  it('gives an empty range as zero days, not as no days', async () => {
    const { accessToken } = await grant();
    const rows = await provider().report(accessToken, '300001', { since: '2026-11-03', until: '2026-11-04' }, 'date');
    expect(rows.map((r) => [r.key, r.sessions])).toEqual([['2026-11-03', 0], ['2026-11-04', 0]]);
  });

  it('is refused a refresh after 7 days when the consent screen is in Testing status, as Google does', async () => {
    const { refreshToken } = await grant();
    await expect(provider().refreshAccessToken(refreshToken)).resolves.toMatchObject({ expiresInSeconds: 3599 });
    fake.advance(7 * 24 * 60 * 60 * 1000);
    await expect(provider().refreshAccessToken(refreshToken)).rejects.toMatchObject({ failure: 'auth_refused', detail: 'Token has been expired or revoked.' });
  });
});
