import { afterAll, beforeAll, describe as baseDescribe, expect, it } from 'vitest';
import { databaseUnavailable } from '../support/test-database.ts';
import { serverForFile } from '../support/test-server.ts';
import { startOdooSandbox, type OdooSandbox } from '../../adapters/server/integrations/sandbox/odoo-sandbox.ts';
import { registerOwner, registerMember, inSpace, type InSpace } from '../support/test-accounts.ts';
import { askAgent } from '../support/chat-calls.ts';

/**
 * R-OPEN-36, the ERP over HTTP: several Odoo connections per space (one per database)
 * checked with Odoo's JSON-2 contract fake before they are stored, the selected one, revenue figures that match
 * the fake's records, who may do what, other organizations, no key in any answer, and the key rotation.
 */
const describe = baseDescribe.skipIf(databaseUnavailable);
let odoo: OdooSandbox;
const KEY = 'sandbox-odoo-key-7f3a9c1e5b2d8f4a6c0e9b1d3f5a7c9e';
const KEY_2 = 'sandbox-odoo-key-2b4d6f8a0c2e4a6c8e0b2d4f6a8c0e2b';
const ADMIN = { email: 'root@platform.io', password: 'platform-password-1' };

beforeAll(async () => {
  if (databaseUnavailable) return;
  odoo = await startOdooSandbox();
});
afterAll(async () => {
  await odoo?.close();
});
const t = serverForFile(() => ({ admin: ADMIN, integrations: { odoo: { allowHosts: [new URL(odoo.url).host] } } }));

const answer = async (who: InSpace, agent: string, message: string) => (await askAgent(t, who, agent, message)).content;
const connect = (who: { token: string; spaceId: string }, database: string, key = KEY) =>
  t.call('POST', '/integrations/odoo/connect', { ...inSpace(who), body: { site_url: odoo.url, database, access_token: key } });

/** The fake's figures for a range, computed here from its records the way the spec defines them. */
function expected(database: string, range: { since: string; until: string }) {
  const r = odoo.records(database);
  const inRange = (d: string) => d >= range.since && d <= range.until;
  const invoices = r.invoices.filter((i) => i.state === 'posted' && ['out_invoice', 'out_refund'].includes(i.move_type) && inRange(i.invoice_date));
  const orders = r.orders.filter((o) => o.state === 'sale' && inRange(o.date_order.slice(0, 10)));
  const revenue = Math.round(invoices.reduce((s, i) => s + i.amount_untaxed_signed, 0) * 100) / 100;
  const orderValue = orders.reduce((s, o) => s + o.amount_untaxed, 0);
  return {
    revenue,
    orders: orders.length,
    average_order_value: Math.round((orderValue / orders.length) * 100) / 100,
    customers: new Set(invoices.map((i) => i.partner_id[0])).size,
  };
}

describe('ERP connections and revenue (R-OPEN-36)', () => {
  it('connects two Odoo databases, selects one, and reads figures that match the ERP', async () => {
    const owner = await registerOwner(t, 'erin@erp.io', 'ERP Co');
    const first = await connect(owner, 'acme');
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ provider: 'odoo', status: 'connected', account_label: 'Acme Trading GmbH (acme)' });
    expect((await connect(owner, 'northwind')).status).toBe(200);
    // The same database again replaces its key: still two connections.
    expect((await connect(owner, 'acme', KEY_2)).status).toBe(200);

    const list = await t.call('GET', '/integrations/odoo/connections', inSpace(owner));
    expect(list.status).toBe(200);
    expect(list.body.map((c: { label: string; selected: boolean; database: string }) => [c.label, c.database, c.selected])).toEqual([
      ['Acme Trading GmbH (acme)', 'acme', true],
      ['Northwind Retail Ltd (northwind)', 'northwind', false],
    ]);
    // The Connections list shows Odoo as connected, by its selected connection.
    const connections = await t.call('GET', '/integrations/connections', inSpace(owner));
    expect(connections.body.find((c: { provider: string }) => c.provider === 'odoo')).toMatchObject({ status: 'connected', account_label: 'Acme Trading GmbH (acme)' });

    const acme = await t.call('GET', '/integrations/odoo/revenue', inSpace(owner));
    expect(acme.status).toBe(200);
    expect(acme.body).toMatchObject({ currency: 'EUR', days: 28, connection: { label: 'Acme Trading GmbH (acme)' }, truncated: false, sandbox: false });
    expect(acme.body.by_day).toHaveLength(28);
    expect(acme.body.by_day[27].date).toBe(acme.body.range.until);
    expect(acme.body.totals).toEqual(expected('acme', acme.body.range));
    expect(acme.body.previous_totals).toEqual(expected('acme', acme.body.previous_range));
    const dailyRevenue = acme.body.by_day.reduce((s: number, d: { revenue: number }) => s + d.revenue, 0);
    expect(dailyRevenue).toBeCloseTo(acme.body.totals.revenue, 1);
    expect(acme.body.top_products.length).toBe(5);
    expect(acme.body.top_products[0].revenue).toBeGreaterThanOrEqual(acme.body.top_products[1].revenue);
    expect(acme.body.top_customers[0]).toMatchObject({ name: expect.any(String), revenue: expect.any(Number), orders: expect.any(Number) });

    const northwindId = list.body[1].id as string;
    const selected = await t.call('POST', `/integrations/odoo/connections/${northwindId}/select`, inSpace(owner));
    expect(selected.status).toBe(200);
    expect(selected.body.map((c: { selected: boolean }) => c.selected)).toEqual([false, true]);
    const northwind = await t.call('GET', '/integrations/odoo/revenue?days=7', inSpace(owner));
    expect(northwind.body).toMatchObject({ currency: 'GBP', days: 7, connection: { id: northwindId, label: 'Northwind Retail Ltd (northwind)' } });
    expect(northwind.body.totals).toEqual(expected('northwind', northwind.body.range));
    // One connection by id without changing the selection.
    const byId = await t.call('GET', `/integrations/odoo/revenue?days=90&connection_id=${list.body[0].id}`, inSpace(owner));
    expect(byId.body).toMatchObject({ currency: 'EUR', days: 90 });
    expect(byId.body.totals).toEqual(expected('acme', byId.body.range));

    expect((await t.call('GET', '/integrations/odoo/revenue?days=14', inSpace(owner))).status).toBe(422);
    expect((await t.call('GET', '/integrations/odoo/revenue?connection_id=nope', inSpace(owner))).status).toBe(404);
    expect((await t.call('POST', '/integrations/odoo/connections/nope/select', inSpace(owner))).status).toBe(404);

    // Removing the selected one leaves the other, read from then on.
    const removed = await t.call('DELETE', `/integrations/odoo/connections/${northwindId}`, inSpace(owner));
    expect(removed.status).toBe(200);
    expect(removed.body.map((c: { database: string; selected: boolean }) => [c.database, c.selected])).toEqual([['acme', true]]);
    expect((await t.call('GET', '/integrations/odoo/revenue', inSpace(owner))).body.currency).toBe('EUR');
    expect((await t.call('DELETE', `/integrations/odoo/connections/${northwindId}`, inSpace(owner))).status).toBe(404);

    const audit = await t.server.database.db.selectFrom('audit_log').select(['action', 'details']).where('action', 'like', 'integration.%').execute();
    expect(audit.map((a) => a.action)).toEqual(expect.arrayContaining(['integration.connected', 'integration.selected', 'integration.disconnected']));
    expect(JSON.stringify(audit)).not.toContain(KEY);
  });

  it('says Odoo is not connected, and refuses a key or database Odoo refuses with its reason', async () => {
    const owner = await registerOwner(t, 'nora@erp.io', 'Empty ERP Co');
    const none = await t.call('GET', '/integrations/odoo/revenue', inSpace(owner));
    expect(none.status).toBe(409);
    expect(none.body.detail).toBe('Odoo is not connected to this space');
    expect((await t.call('GET', '/integrations/odoo/connections', inSpace(owner))).body).toEqual([]);
    const bad = await connect(owner, 'acme', 'wrong-key-0123456789abcdef0123456789abcdef');
    expect(bad.status).toBe(422);
    expect(bad.body.detail).toBe('Odoo refused the connection: Invalid apikey');
    expect(JSON.stringify(bad.body)).not.toContain('0123456789abcdef0123456789');
    const db = await connect(owner, 'nosuchdb');
    expect(db.status).toBe(422);
    expect(db.body.detail).toBe('Odoo refused the connection: the database nosuchdb was not found at this address');
    const missing = await t.call('POST', '/integrations/odoo/connect', { ...inSpace(owner), body: { access_token: KEY } });
    expect(missing.status).toBe(422);
    expect(missing.body.detail.map((d: { loc: string[] }) => d.loc.at(-1))).toEqual(['site_url', 'database']);
    // A private address a person types is refused (only the test's fake host is allowed here).
    const privateAddress = await t.call('POST', '/integrations/odoo/connect', { ...inSpace(owner), body: { site_url: 'http://10.0.0.7:8069', database: 'acme', access_token: KEY } });
    expect(privateAddress.status).toBe(422);
    expect(privateAddress.body.detail[0]).toMatchObject({ loc: ['body', 'site_url'] });
    expect((await t.call('GET', '/integrations/odoo/connections', inSpace(owner))).body).toEqual([]);
  });

  it('a revoked key turns the connection to error with Odoo\'s reason', async () => {
    const owner = await registerOwner(t, 'rex@erp.io', 'Revoked ERP Co');
    const key = 'sandbox-odoo-key-to-revoke-00000000000000000000';
    expect((await connect(owner, 'acme', key)).status).toBe(200);
    odoo.revoke(key);
    const refused = await t.call('GET', '/integrations/odoo/revenue', inSpace(owner));
    expect(refused.status).toBe(409);
    expect(refused.body.detail).toBe('Odoo needs to be connected again: Invalid apikey');
    const list = await t.call('GET', '/integrations/odoo/connections', inSpace(owner));
    expect(list.body[0]).toMatchObject({ status: 'error', status_reason: 'Invalid apikey' });
  });

  it('members read the connections and figures but cannot connect, select or remove', async () => {
    const owner = await registerOwner(t, 'olive@erp.io', 'Member ERP Co');
    expect((await connect(owner, 'acme')).status).toBe(200);
    const mia = await registerMember(t, owner, 'mia@erp.io');
    const list = await t.call('GET', '/integrations/odoo/connections', inSpace(mia));
    expect(list.status).toBe(200);
    expect(list.body).toHaveLength(1);
    expect((await t.call('GET', '/integrations/odoo/revenue', inSpace(mia))).status).toBe(200);
    const id = list.body[0].id as string;
    const denied = [
      await connect(mia, 'northwind'),
      await t.call('POST', `/integrations/odoo/connections/${id}/select`, inSpace(mia)),
      await t.call('DELETE', `/integrations/odoo/connections/${id}`, inSpace(mia)),
    ];
    expect(denied.map((r) => r.status)).toEqual([403, 403, 403]);
    expect(denied[1]!.body.detail).toBe('Only organization owners and admins can connect or disconnect integrations');
    expect((await t.call('GET', '/integrations/odoo/connections', inSpace(owner))).body).toHaveLength(1);
  });

  it('another organization can neither see nor touch a space\'s connections', async () => {
    const owner = await registerOwner(t, 'otto@erp.io', 'Tenant A ERP');
    expect((await connect(owner, 'acme')).status).toBe(200);
    const id = (await t.call('GET', '/integrations/odoo/connections', inSpace(owner))).body[0].id as string;
    const other = await registerOwner(t, 'eve@other-erp.io', 'Tenant B ERP');
    const foreignSpace = { token: other.token, spaceId: owner.spaceId };
    expect((await t.call('GET', '/integrations/odoo/connections', inSpace(foreignSpace))).status).toBe(403);
    expect((await t.call('GET', '/integrations/odoo/revenue', inSpace(foreignSpace))).status).toBe(403);
    // In its own space, the foreign connection's id is simply not there.
    expect((await t.call('POST', `/integrations/odoo/connections/${id}/select`, inSpace(other))).status).toBe(404);
    expect((await t.call('DELETE', `/integrations/odoo/connections/${id}`, inSpace(other))).status).toBe(404);
    expect((await t.call('GET', `/integrations/odoo/revenue?connection_id=${id}`, inSpace(other))).status).toBe(404);
    expect((await t.call('GET', '/integrations/odoo/connections', inSpace(owner))).body).toHaveLength(1);
  });

  it('never answers with a key, stores it only sealed per connection, and the rotation re-seals every one', async () => {
    const owner = await registerOwner(t, 'sol@erp.io', 'Sealed ERP Co');
    const answers = [await connect(owner, 'acme'), await connect(owner, 'northwind', KEY_2)];
    answers.push(await t.call('GET', '/integrations/odoo/connections', inSpace(owner)));
    answers.push(await t.call('GET', '/integrations/connections', inSpace(owner)));
    answers.push(await t.call('GET', '/integrations/odoo/revenue', inSpace(owner)));
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      expect(JSON.stringify(answer.body)).not.toContain(KEY);
      expect(JSON.stringify(answer.body)).not.toContain(KEY_2);
    }
    const rows = () => t.server.database.db.selectFrom('integration_connections').select(['id', 'slot', 'sealed_secret', 'key_id']).where('space_id', '=', owner.spaceId).where('provider', '=', 'odoo').orderBy('slot').execute();
    const before = await rows();
    expect(before.map((r) => r.slot)).toEqual([`acme@${new URL(odoo.url).host}`, `northwind@${new URL(odoo.url).host}`]);
    for (const row of before) {
      expect(row.sealed_secret).toMatch(/^v1\.[0-9a-f]{12}\./);
      expect(row.sealed_secret).not.toContain(KEY);
    }

    const admin = (await t.call('POST', '/login', { body: ADMIN })).body.access_token as string;
    const rotated = await t.call('POST', '/admin/integrations/rotate-secrets-key', { token: admin });
    expect(rotated.status).toBe(200);
    expect(rotated.body.resealed).toBeGreaterThanOrEqual(2);
    expect(rotated.body.unreadable).toBe(0);
    const after = await rows();
    for (const [i, row] of after.entries()) {
      expect(row.key_id).toBe(rotated.body.key_id);
      expect(row.sealed_secret).not.toBe(before[i]!.sealed_secret);
    }
    // Both still open under the new key: each database's figures read.
    const ids = (await t.call('GET', '/integrations/odoo/connections', inSpace(owner))).body.map((c: { id: string }) => c.id) as string[];
    for (const id of ids) expect((await t.call('GET', `/integrations/odoo/revenue?days=7&connection_id=${id}`, inSpace(owner))).status).toBe(200);
    expect(odoo.seen.some((s) => s.authorization === `bearer ${KEY_2}` && s.database === 'northwind')).toBe(true);
  });

  it('the CMO grounds its answer in the selected database\'s sales and cites Odoo; without an ERP it says nothing of one', async () => {
    const owner = await registerOwner(t, 'cora@erp.io', 'CMO ERP Co');
    const none = await answer(owner, 'cmo', 'How are sales doing this month?');
    expect(none).not.toContain('Odoo');
    expect((await connect(owner, 'northwind')).status).toBe(200);
    const revenue = (await t.call('GET', '/integrations/odoo/revenue', inSpace(owner))).body;
    const text = await answer(owner, 'cmo', 'How are sales doing this month?');
    const amount = revenue.totals.revenue.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    expect(text).toContain(`Invoiced revenue was GBP ${amount}`);
    expect(text).toContain(`from ${revenue.totals.orders} confirmed orders.`);
    expect(text).toContain(`Odoo, Northwind Retail Ltd (northwind): ${revenue.range.since} to ${revenue.range.until}`);
  });
});
