import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GoogleAnalyticsProvider } from '../../adapters/server/integrations/google-analytics-provider.ts';
import { startGoogleAnalyticsSandbox, type GoogleAnalyticsSandbox } from '../../adapters/server/integrations/sandbox/google-analytics-sandbox.ts';
import { ContractChecker, loadContract, startContractProxy, type ContractProxy, type Exchange } from './contract-check.ts';

/**
 * R-OPEN-35: the Google Analytics adapter and its fake, both held to the contract of Google's OAuth token endpoint,
 * the Admin API v1beta and the Data API v1beta (tests/contracts/google-analytics.contract.json).
 */
describe('Google Analytics (OAuth, Admin API, Data API v1beta) contract', () => {
  const checker = new ContractChecker(loadContract('google-analytics'));
  const REDIRECT = 'http://127.0.0.1:9/ga4-setup';
  let fake: GoogleAnalyticsSandbox;
  let proxies: ContractProxy[];
  let endpoints: GoogleAnalyticsSandbox['endpoints'];
  const provider = () => new GoogleAnalyticsProvider({ clientId: fake.clientId, clientSecret: fake.clientSecret, endpoints, http: { sleep: async () => {} } });

  beforeAll(async () => {
    fake = await startGoogleAnalyticsSandbox({ quietDays: ['2026-11-03'], consentScreen: 'testing' });
    // One proxy per API base, as each is its own host at Google; contract paths are relative to each base.
    const origin = new URL(fake.endpoints.token).origin;
    proxies = await Promise.all([startContractProxy(origin), startContractProxy(fake.endpoints.adminApi), startContractProxy(fake.endpoints.dataApi)]);
    endpoints = { authorize: fake.endpoints.authorize, token: `${proxies[0]!.url}/token`, adminApi: proxies[1]!.url, dataApi: proxies[2]!.url };
  });
  afterAll(async () => {
    for (const p of proxies) await p.close();
    await fake.close();
  });

  it('every request the adapter sends, and every answer the fake gives, keeps the contract', async () => {
    const google = provider();
    const verifier = google.newCodeVerifier();
    const authorization = new URL(await google.authorizationUrl({ state: 'st', codeVerifier: verifier, redirectUri: REDIRECT }));
    // The sign-in address goes to the browser, not through a proxy: checked as the request it becomes.
    const asked: Exchange = { method: 'GET', path: '/o/oauth2/v2/auth', query: Object.fromEntries(authorization.searchParams), headers: {}, body: undefined };
    const decide = new URL(authorization);
    decide.pathname += '/decide';
    decide.searchParams.set('decision', 'allow');
    const callback = new URL((await fetch(decide, { redirect: 'manual' })).headers.get('location')!).searchParams;
    const grant = await google.exchangeCode({ callback, state: 'st', codeVerifier: verifier, redirectUri: REDIRECT });
    const { accessToken } = await google.refreshAccessToken(grant.refreshToken);
    const [account] = await google.accountSummaries(accessToken);
    const property = account!.properties[0]!.id;
    const range = { since: '2026-11-01', until: '2026-11-07' };
    for (const dimension of [undefined, 'date', 'channel', 'landing_page', 'source_medium'] as const) await google.report(accessToken, property, range, dimension);
    await google.report(accessToken, property, { since: '2026-11-03', until: '2026-11-03' }, 'date');
    await expect(google.report(accessToken, '999999', range)).rejects.toMatchObject({ failure: 'auth_refused' });
    fake.limitNext(1);
    await google.accountSummaries(accessToken);
    await expect(google.accountSummaries('ya29.not-ours')).rejects.toMatchObject({ failure: 'auth_refused' });
    fake.advance(7 * 24 * 60 * 60 * 1000);
    await expect(google.refreshAccessToken(grant.refreshToken)).rejects.toMatchObject({ failure: 'auth_refused' });

    const exchanges = [asked, ...proxies.flatMap((p) => p.exchanges)];
    expect(exchanges.filter((e) => e.response).length).toBeGreaterThanOrEqual(12);
    expect(checker.violations(exchanges)).toEqual([]);
    expect(checker.unexercised(exchanges)).toEqual([]);
  });

  it('the contract catches a report that lists days without traffic, and a request for a row type Google does not have', () => {
    const violations = checker.violations([
      {
        method: 'POST',
        path: '/properties/1:runReport',
        query: {},
        headers: { authorization: 'Bearer x', 'content-type': 'application/json' },
        body: { dateRanges: [{ startDate: '2026-11-01', endDate: '2026-11-02' }], metrics: [{ name: 'sessions' }], limit: 10, orderBys: [{ dimension: { dimensionName: 'date', orderType: 'DATE' } }] },
        response: { status: 200, headers: {}, body: { rows: [], rowCount: 0, metricHeaders: [{ name: 'sessions', type: 'INTEGER' }] } },
      },
    ]);
    expect(violations).toEqual([
      'data.properties.runReport (POST /properties/1:runReport): request body/limit must be string',
      'data.properties.runReport (POST /properties/1:runReport): request body/orderBys/0/dimension/orderType must be equal to one of the allowed values (ORDER_TYPE_UNSPECIFIED, ALPHANUMERIC, CASE_INSENSITIVE_ALPHANUMERIC, NUMERIC)',
      'data.properties.runReport (POST /properties/1:runReport): answer 200/metricHeaders/0/type must be equal to one of the allowed values (METRIC_TYPE_UNSPECIFIED, TYPE_INTEGER, TYPE_FLOAT, TYPE_SECONDS, TYPE_MILLISECONDS, TYPE_MINUTES, TYPE_HOURS, TYPE_STANDARD, TYPE_CURRENCY, TYPE_FEET, TYPE_MILES, TYPE_METERS, TYPE_KILOMETERS)',
      'data.properties.runReport (POST /properties/1:runReport): answer 200/rows must NOT have fewer than 1 items',
      'data.properties.runReport (POST /properties/1:runReport): answer 200/rowCount must be >= 1',
    ]);
  });
});
