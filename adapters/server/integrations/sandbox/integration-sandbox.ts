import { startMetaGraphSandbox } from './meta-graph-sandbox.ts';
import { startGoogleAnalyticsSandbox } from './google-analytics-sandbox.ts';
import { startInstantlySandbox } from './instantly-sandbox.ts';
import { startApolloSandbox } from './apollo-sandbox.ts';
import { startOdooSandbox } from './odoo-sandbox.ts';
import { startWordPressSandbox } from './wordpress-sandbox.ts';
import { startGhostSandbox } from './ghost-sandbox.ts';
import { startMcpSandbox } from './mcp-sandbox.ts';
import type { GoogleAnalyticsSettings } from '../google-analytics-provider.ts';

/** The providers' local fakes for INTEGRATIONS_SANDBOX=true, on loopback ports of their own. */
export async function startIntegrationSandbox(): Promise<{ metaGraphUrl: string; google: GoogleAnalyticsSettings; instantlyUrl: string; apolloUrl: string; odooUrl: string; wordpressUrl: string; ghostUrl: string; mcp: { url: string; token: string }; close(): Promise<void> }> {
  const meta = await startMetaGraphSandbox();
  const google = await startGoogleAnalyticsSandbox();
  const instantly = await startInstantlySandbox();
  const apollo = await startApolloSandbox();
  const odoo = await startOdooSandbox();
  const wordpress = await startWordPressSandbox();
  const ghost = await startGhostSandbox();
  const mcp = await startMcpSandbox();
  return {
    metaGraphUrl: meta.url,
    google: { clientId: google.clientId, clientSecret: google.clientSecret, endpoints: google.endpoints },
    instantlyUrl: instantly.url,
    apolloUrl: apollo.url,
    odooUrl: odoo.url,
    wordpressUrl: wordpress.url,
    ghostUrl: ghost.url,
    mcp: { url: mcp.url, token: mcp.token },
    close: async () => {
      await meta.close();
      await google.close();
      await instantly.close();
      await apollo.close();
      await odoo.close();
      await wordpress.close();
      await ghost.close();
      await mcp.close();
    },
  };
}
