import { startMetaGraphSandbox } from './meta-graph-sandbox.ts';

/** The providers' local fakes for INTEGRATIONS_SANDBOX=true, on loopback ports of their own. */
export async function startIntegrationSandbox(): Promise<{ metaGraphUrl: string; close(): Promise<void> }> {
  const meta = await startMetaGraphSandbox();
  return { metaGraphUrl: meta.url, close: () => meta.close() };
}
