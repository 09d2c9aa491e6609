import { wireRoute, type NoBody, type NoParams } from '../wire-route.ts';
import type { ConnectCredentials, ConnectionView, IntegrationProviderId } from './integrations.ts';
import type { AdPerformanceView, DateRangeQuery } from './ad-performance.ts';
import type { AnalyticsAccountView, AnalyticsAuthorizationView, AnalyticsCallbackRequest, AnalyticsPropertiesRequest, AnalyticsReportView } from './analytics.ts';

type Provider = { provider: IntegrationProviderId };

/** A space's connections to outside services and what they read (X-Space-ID): the server registers these patterns, the client stores call them. */
export const IntegrationsApi = {
  connections: wireRoute<NoParams, NoBody, ConnectionView[]>()('GET', '/integrations/connections'),
  connect: wireRoute<Provider, ConnectCredentials, ConnectionView>()('POST', '/integrations/:provider/connect'),
  disconnect: wireRoute<Provider, NoBody, ConnectionView>()('DELETE', '/integrations/:provider'),
  adPerformance: wireRoute<NoParams, NoBody, AdPerformanceView, DateRangeQuery>()('GET', '/integrations/meta_ads/performance'),
  ga4Start: wireRoute<NoParams, NoBody, AnalyticsAuthorizationView>()('POST', '/integrations/ga4/oauth/start'),
  ga4Callback: wireRoute<NoParams, AnalyticsCallbackRequest, ConnectionView>()('POST', '/integrations/ga4/oauth/callback'),
  ga4Accounts: wireRoute<NoParams, NoBody, AnalyticsAccountView[]>()('GET', '/integrations/ga4/accounts'),
  ga4Properties: wireRoute<NoParams, AnalyticsPropertiesRequest, ConnectionView>()('PUT', '/integrations/ga4/properties'),
  ga4Report: wireRoute<NoParams, NoBody, AnalyticsReportView, DateRangeQuery>()('GET', '/integrations/ga4/report'),
};
