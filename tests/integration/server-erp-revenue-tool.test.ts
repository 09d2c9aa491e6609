import { afterAll, beforeAll, describe as baseDescribe, expect, it } from 'vitest';
import { databaseUnavailable } from '../support/test-database.ts';
import { serverForFile } from '../support/test-server.ts';
import { registerOwner } from '../support/test-accounts.ts';
import { agentToolsForFile, toolScopeOf } from '../support/agent-tools.ts';
import { startOdooSandbox, type OdooSandbox } from '../../adapters/server/integrations/sandbox/odoo-sandbox.ts';

/**
 * R-OPEN-36: the agents' `erp_revenue` read tool as the server's container binds it (real database, real Odoo
 * adapter against the JSON-2 contract fake), over a connection made through the HTTP API: the figures with their
 * source, and what the model reads when the space has no ERP.
 */
const describe = baseDescribe.skipIf(databaseUnavailable);
const SECRETS_KEY = '5f'.repeat(32);
const KEY = 'sandbox-odoo-tool-key-0123456789abcdef0123';
let odoo: OdooSandbox;

beforeAll(async () => {
  if (databaseUnavailable) return;
  odoo = await startOdooSandbox();
});
afterAll(async () => {
  await odoo?.close();
});
const integrations = () => ({ secretsKey: SECRETS_KEY, odoo: { allowHosts: [new URL(odoo.url).host] } });
const t = serverForFile(() => ({ integrations: integrations() }));
const tools = agentToolsForFile(t, integrations, 'mw-erp-tool-');

const owner = async (email: string) => toolScopeOf(await registerOwner(t, email, `Org ${email}`));

describe('the erp_revenue agent tool (R-OPEN-36)', () => {
  const tool = () => tools.named('erp_revenue');

  it('reads the selected database\'s figures with their source', async () => {
    expect(tool()).toMatchObject({ kind: 'erp', effect: 'read' });
    const scope = await owner('tara@erp-tool.io');
    expect(await tool().available(scope)).toBe(false);
    const connected = await t.call('POST', '/integrations/odoo/connect', { token: scope.token, headers: { 'X-Space-ID': scope.spaceId }, body: { site_url: odoo.url, database: 'acme', access_token: KEY } });
    expect(connected.status).toBe(200);
    expect(await tool().available(scope)).toBe(true);

    const outcome = await tool().run(scope, { days: 7 });
    const view = outcome.data as { range: { since: string; until: string }; totals: { revenue: number; orders: number } };
    const lines = outcome.text.split('\n');
    expect(lines[0]).toBe(`Odoo: Acme Trading GmbH (acme), last 7 days (${view.range.since} to ${view.range.until}).`);
    expect(lines[1]).toMatch(new RegExp(`^Revenue \\(posted invoices less credit notes, untaxed\\): EUR ${view.totals.revenue.toFixed(2)} \\([+-]\\d+\\.\\d% vs the period before\\)\\.$`));
    expect(lines[2]).toMatch(new RegExp(`^Orders \\(confirmed\\): ${view.totals.orders} `));
    expect(outcome.text).toContain('Top products: ');
    expect(outcome.text).not.toContain(KEY);
    expect(outcome.proposal).toBeUndefined();
    // A period the model made up reads the default 28 days.
    expect((await tool().run(scope, { days: 14 })).text).toMatch(/^Odoo: Acme Trading GmbH \(acme\), last 28 days/);
  });

  it('tells the model why when the space has no ERP, instead of failing the run', async () => {
    const scope = await owner('nils@erp-tool.io');
    expect((await tool().run(scope, {})).text).toBe('The ERP figures could not be read: Odoo is not connected to this space');
  });
});
