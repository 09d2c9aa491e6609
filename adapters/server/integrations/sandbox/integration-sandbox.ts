import { startMetaGraphSandbox } from './meta-graph-sandbox.ts';
import { startGoogleAnalyticsSandbox } from './google-analytics-sandbox.ts';
import type { GoogleAnalyticsSettings } from '../google-analytics-provider.ts';

/** The providers' local fakes for INTEGRATIONS_SANDBOX=true, on loopback ports of their own. */
export async function startIntegrationSandbox(): Promise<{ metaGraphUrl: string; google: GoogleAnalyticsSettings; close(): Promise<void> }> {
  const meta = await startMetaGraphSandbox();
  const google = await startGoogleAnalyticsSandbox();
  return {
    metaGraphUrl: meta.url,
    google: { clientId: google.clientId, clientSecret: google.clientSecret, endpoints: google.endpoints },
    close: async () => {
      await meta.close();
      await google.close();
    },
  };
}
