import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OdooErp } from '../../adapters/server/erp/odoo-erp.ts';
import { PublicSite } from '../../adapters/server/integrations/public-site.ts';
import { startOdooSandbox, type OdooSandbox } from '../../adapters/server/integrations/sandbox/odoo-sandbox.ts';
import { ProviderError } from '../../core/server/integrations/provider-error.ts';

/**
 * R-OPEN-36: the Odoo adapter against the JSON-2 API's contract fake on loopback (POST /json/2/<model>/<method>,
 * bearer key, X-Odoo-Database, search_read paged with limit/offset, errors with real HTTP statuses). Never the internet.
 */
describe('OdooErp against the Odoo JSON-2 contract fake', () => {
  let fake: OdooSandbox;
  const waits: number[] = [];
  const KEY = 'sandbox-odoo-0123456789abcdef0123456789abcdef';
  const TODAY = '2026-11-20';
  const adapter = () => new OdooErp(new PublicSite({ allowHosts: [new URL(fake.url).host] }), { sleep: async (ms) => void waits.push(ms), attempts: 3 });
  const acme = () => ({ url: fake.url, database: 'acme' });

  beforeAll(async () => {
    fake = await startOdooSandbox({ today: TODAY });
  });
  afterAll(async () => {
    await fake.close();
  });

  it("reads the database's company and currency with the key", async () => {
    expect(await adapter().company(acme(), KEY)).toEqual({ name: 'Acme Trading GmbH', currency: 'EUR' });
    expect(await adapter().company({ url: fake.url, database: 'northwind' }, KEY)).toEqual({ name: 'Northwind Retail Ltd', currency: 'GBP' });
  });

  it('pages through invoices, orders and lines, keeping only posted customer invoices and confirmed orders', async () => {
    fake.seen.length = 0;
    const sales = await adapter().sales(acme(), KEY, { since: '2026-07-24', until: TODAY });
    const records = fake.records('acme');
    const posted = records.invoices.filter((i) => i.state === 'posted' && (i.move_type === 'out_invoice' || i.move_type === 'out_refund'));
    const confirmed = records.orders.filter((o) => o.state === 'sale');
    const confirmedIds = new Set(confirmed.map((o) => o.id));
    const productLines = records.lines.filter((l) => l.display_type === false && confirmedIds.has(l.order_id[0]));
    expect(confirmed.length).toBeGreaterThan(500);
    expect(productLines.length).toBeGreaterThan(1000);
    expect(sales.invoices).toHaveLength(posted.length);
    expect(sales.orders).toHaveLength(confirmed.length);
    expect(sales.lines).toHaveLength(productLines.length);
    expect(sales.truncated).toBe(false);
    const revenue = sales.invoices.reduce((s, i) => s + i.amount, 0);
    expect(revenue).toBeCloseTo(posted.reduce((s, i) => s + i.amount_untaxed_signed, 0), 2);
    // Credit notes count negative; vendor bills and drafts not at all.
    expect(sales.invoices.some((i) => i.amount < 0)).toBe(true);
    expect(sales.invoices.some((i) => i.customerName === 'Bean Importers BV')).toBe(false);
    expect(sales.orders[0]).toMatchObject({ date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/), customerName: expect.any(String) });
    expect(sales.lines[0]).toMatchObject({ productName: expect.any(String), quantity: expect.any(Number), date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) });
    // Pages of 500 in id order, until one comes back short.
    const pages = (model: string) => fake.seen.filter((s) => s.path === `/json/2/${model}/search_read`).map((s) => [s.limit, s.offset]);
    const expected = (rows: number) => Array.from({ length: Math.floor(rows / 500) + 1 }, (_, i) => [500, i * 500]);
    expect(pages('sale.order')).toEqual(expected(confirmed.length));
    expect(pages('sale.order.line')).toEqual(expected(productLines.length));
    expect(pages('sale.order.line').length).toBeGreaterThanOrEqual(3);
  });

  it('sends the key only as a bearer token, with the database header, never in the address', async () => {
    fake.seen.length = 0;
    await adapter().company(acme(), KEY);
    expect(fake.seen).toHaveLength(1);
    expect(fake.seen[0]).toMatchObject({ path: '/json/2/res.company/search_read', authorization: `bearer ${KEY}`, database: 'acme' });
  });

  it('reports a refused key as auth_refused with Odoo\'s reason, without the key', async () => {
    const error = await adapter().company(acme(), 'wrong-key-0123456789abcdef0123456789abcdef').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ProviderError);
    expect(error).toMatchObject({ failure: 'auth_refused', detail: 'Invalid apikey' });
    expect(String((error as Error).message)).not.toContain('0123456789abcdef0123456789');
    const revoked = 'sandbox-revoked-key-000000000000000000000000';
    fake.revoke(revoked);
    await expect(adapter().sales(acme(), revoked, { since: TODAY, until: TODAY })).rejects.toMatchObject({ failure: 'auth_refused' });
  });

  it('reports a database Odoo does not host as not found', async () => {
    await expect(adapter().company({ url: fake.url, database: 'nosuchdb' }, KEY)).rejects.toMatchObject({ failure: 'not_found', detail: 'Database nosuchdb not found' });
  });

  it('waits as a 429 asks and tries again', async () => {
    waits.length = 0;
    fake.failNext(1, 429);
    expect(await adapter().company(acme(), KEY)).toMatchObject({ name: 'Acme Trading GmbH' });
    expect(waits).toEqual([0]);
  });

  it('reports a server error that lasts as unavailable after its attempts', async () => {
    waits.length = 0;
    fake.failNext(3, 503);
    await expect(adapter().company(acme(), KEY)).rejects.toMatchObject({ failure: 'unavailable' });
    expect(waits).toHaveLength(2);
  });

  it('refuses private and loopback addresses a customer types, before calling them', async () => {
    const guarded = new OdooErp(new PublicSite(), { attempts: 1 });
    fake.seen.length = 0;
    await expect(guarded.company({ url: fake.url, database: 'acme' }, KEY)).rejects.toMatchObject({ failure: 'bad_address' });
    await expect(guarded.company({ url: 'http://10.1.2.3', database: 'acme' }, KEY)).rejects.toMatchObject({ failure: 'bad_address' });
    await expect(guarded.company({ url: 'ftp://odoo.example.com', database: 'acme' }, KEY)).rejects.toMatchObject({ failure: 'bad_address' });
    await expect(guarded.company({ url: 'https://user:pw@odoo.example.com', database: 'acme' }, KEY)).rejects.toMatchObject({ failure: 'bad_address' });
    expect(fake.seen).toHaveLength(0);
  });
});
