import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { createHash } from 'node:crypto';
import { listenOnLoopback } from './loopback-server.ts';

/**
 * A local stand-in for Odoo's External JSON-2 API (`POST /json/2/<model>/<method>`, bearer API key,
 * `X-Odoo-Database`), answering `search_read` on `res.company`, `account.move`, `sale.order` and
 * `sale.order.line` with the documented shapes (many2one as `[id, name]`, errors as `{name, message}` with
 * real HTTP statuses). Two databases, `acme` and `northwind`, hold made-up but deterministic sales for the
 * last 120 days (from a hash of the database and the day), with quotations, draft invoices and a vendor bill
 * mixed in that a correct client filters out. The contract tests run OdooErp against it, and
 * INTEGRATIONS_SANDBOX=true points the product at it.
 */
export interface OdooSandboxOptions {
  /** API keys it accepts; any `sandbox-…` key when absent. */
  keys?: Set<string>;
  /** The last day of the data (`YYYY-MM-DD`); today (UTC) when absent. */
  today?: string;
}

export interface OdooRecordSet {
  company: { name: string; currency: string };
  invoices: { id: number; move_type: string; state: string; invoice_date: string; amount_untaxed_signed: number; partner_id: [number, string] }[];
  orders: { id: number; state: string; date_order: string; amount_untaxed: number; partner_id: [number, string] }[];
  lines: { id: number; order_id: [number, string]; product_id: [number, string]; product_uom_qty: number; price_subtotal: number; display_type: string | false }[];
}

export interface OdooSandbox {
  /** The address to type as the Odoo address (its origin). */
  url: string;
  /** The databases it serves: `acme` and `northwind`. */
  readonly databases: string[];
  /** The records of a database, for tests to compute the expected figures from. */
  records(database: string): OdooRecordSet;
  /** Makes the next `count` requests answer 429 (with Retry-After: 0) or 503. */
  failNext(count: number, status: 429 | 503): void;
  /** Revokes a key: it is then refused with 401 "Invalid apikey". */
  revoke(key: string): void;
  /** Requests seen: path, Authorization and X-Odoo-Database headers, and the body's paging. */
  readonly seen: { path: string; authorization: string | undefined; database: string | undefined; limit?: number; offset?: number }[];
  close(): Promise<void>;
}

const COMPANIES: Record<string, { name: string; currency: string; seed: string }> = {
  acme: { name: 'Acme Trading GmbH', currency: 'EUR', seed: 'acme' },
  northwind: { name: 'Northwind Retail Ltd', currency: 'GBP', seed: 'northwind' },
};
const PRODUCTS = ['Espresso machine', 'Grinder Pro', 'Milk frother', 'Barista course', 'Coffee beans 1 kg', 'Descaler kit'];
const PRICES = [649, 229, 89, 180, 24, 15];
const CUSTOMERS = ['Blue Fern Café', 'Harbor Hotels', 'Lindenhof Bakery', 'Morning Ritual Co', 'Studio Nord', 'Tallow & Thyme', 'Urban Roast', 'Velvet Cup'];
const DAYS = 120;

function seeded(label: string): number {
  return createHash('sha256').update(label).digest().readUInt32BE(0) / 0xffffffff;
}

function buildRecords(database: string, today: string): OdooRecordSet {
  const company = COMPANIES[database]!;
  const set: OdooRecordSet = { company: { name: company.name, currency: company.currency }, invoices: [], orders: [], lines: [] };
  const end = Date.parse(`${today}T00:00:00Z`);
  let orderId = 0;
  let lineId = 0;
  let moveId = 0;
  for (let i = DAYS - 1; i >= 0; i--) {
    const date = new Date(end - i * 86_400_000).toISOString().slice(0, 10);
    const count = 4 + Math.floor(seeded(`${company.seed}:${date}:n`) * 4);
    for (let n = 0; n < count; n++) {
      const r = seeded(`${company.seed}:${date}:${n}`);
      const customer = Math.floor(r * CUSTOMERS.length);
      const partner: [number, string] = [100 + customer, CUSTOMERS[customer]!];
      orderId++;
      // Every fifth is a quotation never confirmed: not an order.
      const state = n === 4 ? 'draft' : 'sale';
      const name = `S${String(orderId).padStart(5, '0')}`;
      let untaxed = 0;
      const lineCount = 1 + Math.floor(seeded(`${company.seed}:${date}:${n}:l`) * 3);
      for (let l = 0; l < lineCount; l++) {
        const p = Math.floor(seeded(`${company.seed}:${date}:${n}:${l}`) * PRODUCTS.length);
        const qty = 1 + Math.floor(seeded(`${company.seed}:${date}:${n}:${l}:q`) * 3);
        const subtotal = PRICES[p]! * qty;
        untaxed += subtotal;
        set.lines.push({ id: ++lineId, order_id: [orderId, name], product_id: [200 + p, PRODUCTS[p]!], product_uom_qty: qty, price_subtotal: subtotal, display_type: false });
      }
      // A section heading line, as Odoo has: no product, not counted.
      if (n === 0) set.lines.push({ id: ++lineId, order_id: [orderId, name], product_id: false as unknown as [number, string], product_uom_qty: 0, price_subtotal: 0, display_type: 'line_section' });
      set.orders.push({ id: orderId, state, date_order: `${date} ${String(8 + n).padStart(2, '0')}:15:00`, amount_untaxed: untaxed, partner_id: partner });
      if (state !== 'sale') continue;
      // Invoiced the same day; every seventh order's invoice is still a draft (not revenue yet).
      set.invoices.push({ id: ++moveId, move_type: 'out_invoice', state: orderId % 7 === 0 ? 'draft' : 'posted', invoice_date: date, amount_untaxed_signed: untaxed, partner_id: partner });
    }
    // Now and then a credit note (negative revenue) and a vendor bill (not revenue at all).
    if (seeded(`${company.seed}:${date}:refund`) < 0.15) {
      set.invoices.push({ id: ++moveId, move_type: 'out_refund', state: 'posted', invoice_date: date, amount_untaxed_signed: -89, partner_id: [100, CUSTOMERS[0]!] });
    }
    if (seeded(`${company.seed}:${date}:bill`) < 0.3) {
      set.invoices.push({ id: ++moveId, move_type: 'in_invoice', state: 'posted', invoice_date: date, amount_untaxed_signed: -500, partner_id: [900, 'Bean Importers BV'] });
    }
  }
  return set;
}

type Term = [string, string, unknown];

/** The few domain operators the adapter uses, ANDed; `order_id.<field>` reads the line's order. */
function matches(record: Record<string, unknown>, domain: Term[], orderOf: (id: number) => Record<string, unknown> | undefined): boolean {
  return domain.every(([field, op, value]) => {
    let actual: unknown;
    if (field.startsWith('order_id.')) actual = orderOf((record.order_id as [number, string])[0])?.[field.slice('order_id.'.length)];
    else actual = record[field];
    if (op === '=') return actual === value;
    if (op === '!=') return actual !== value;
    if (op === 'in') return Array.isArray(value) && value.includes(actual);
    if (op === '>=') return String(actual) >= String(value);
    if (op === '<=') return String(actual) <= String(value);
    throw new Error(`unsupported operator ${op}`);
  });
}

function send(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...headers });
  res.end(JSON.stringify(body));
}

function odooError(res: ServerResponse, status: number, name: string, message: string, headers: Record<string, string> = {}): void {
  send(res, status, { name, message, arguments: [message, status], context: {}, debug: `Traceback (most recent call last):\n${name}: ${message}\n` }, headers);
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > 100_000) throw new Error('too large');
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

export async function startOdooSandbox(options: OdooSandboxOptions = {}): Promise<OdooSandbox> {
  const today = options.today ?? new Date().toISOString().slice(0, 10);
  const records = new Map(Object.keys(COMPANIES).map((db) => [db, buildRecords(db, today)]));
  const revoked = new Set<string>();
  const failures: (429 | 503)[] = [];
  const seen: OdooSandbox['seen'] = [];
  const accepts = (key: string) => !revoked.has(key) && (options.keys ? options.keys.has(key) : key.startsWith('sandbox-'));

  const server: Server = createServer((req, res) => {
    void (async () => {
      const path = new URL(req.url ?? '/', 'http://sandbox').pathname;
      const authorization = req.headers.authorization;
      const database = req.headers['x-odoo-database'] as string | undefined;
      let body: Record<string, unknown> = {};
      try {
        const text = await readBody(req);
        body = text ? (JSON.parse(text) as Record<string, unknown>) : {};
      } catch {
        return odooError(res, 400, 'werkzeug.exceptions.BadRequest', 'Invalid JSON body');
      }
      seen.push({ path, authorization, database, limit: body.limit as number | undefined, offset: body.offset as number | undefined });
      const failure = failures.shift();
      if (failure === 429) return odooError(res, 429, 'werkzeug.exceptions.TooManyRequests', 'Too many requests', { 'retry-after': '0' });
      if (failure === 503) return odooError(res, 503, 'werkzeug.exceptions.ServiceUnavailable', 'Service temporarily unavailable');
      const route = /^\/json\/2\/([a-z_.]+)\/([a-z_]+)$/.exec(path);
      if (req.method !== 'POST' || !route) return odooError(res, 404, 'werkzeug.exceptions.NotFound', 'Not found');
      const key = /^bearer (.+)$/i.exec(authorization ?? '')?.[1];
      if (!key || !accepts(key)) return odooError(res, 401, 'werkzeug.exceptions.Unauthorized', 'Invalid apikey');
      const data = database ? records.get(database) : undefined;
      if (!data) return odooError(res, 404, 'werkzeug.exceptions.NotFound', `Database ${database ?? '(none)'} not found`);
      const [, model, method] = route;
      if (method !== 'search_read') return odooError(res, 422, 'builtins.TypeError', `The sandbox does not implement ${method}`);
      const unknown = Object.keys(body).filter((k) => !['domain', 'fields', 'limit', 'offset', 'order', 'context'].includes(k));
      if (unknown.length) return odooError(res, 422, 'builtins.TypeError', `search_read() got an unexpected keyword argument '${unknown[0]}'`);
      const orders = new Map(data.orders.map((o) => [o.id, o as unknown as Record<string, unknown>]));
      const table: Record<string, unknown>[] | undefined =
        model === 'res.company'
          ? [{ id: 1, name: data.company.name, currency_id: [data.company.currency === 'EUR' ? 1 : 2, data.company.currency] }]
          : model === 'account.move'
            ? data.invoices
            : model === 'sale.order'
              ? data.orders
              : model === 'sale.order.line'
                ? data.lines
                : undefined;
      if (!table) return odooError(res, 404, 'werkzeug.exceptions.NotFound', `Model ${model} not found`);
      const domain = (Array.isArray(body.domain) ? body.domain : []) as Term[];
      let found: Record<string, unknown>[];
      try {
        found = table.filter((r) => matches(r, domain, (id) => orders.get(id)));
      } catch (error) {
        return odooError(res, 422, 'builtins.ValueError', (error as Error).message);
      }
      const offset = typeof body.offset === 'number' ? body.offset : 0;
      const limit = typeof body.limit === 'number' ? body.limit : found.length;
      const fields = Array.isArray(body.fields) ? (body.fields as string[]) : null;
      const page = found
        .sort((a, b) => (a.id as number) - (b.id as number))
        .slice(offset, offset + limit)
        .map((r) => (fields ? Object.fromEntries([['id', r.id], ...fields.map((f) => [f, r[f] ?? false])]) : r));
      send(res, 200, page);
    })();
  });
  const loopback = await listenOnLoopback(server);
  return {
    url: loopback.url,
    databases: [...records.keys()],
    records: (database) => records.get(database)!,
    failNext: (count, status) => {
      for (let i = 0; i < count; i++) failures.push(status);
    },
    revoke: (key) => revoked.add(key),
    seen,
    close: loopback.close,
  };
}
