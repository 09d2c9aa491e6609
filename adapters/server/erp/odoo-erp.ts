import type { ErpCompany, ErpInvoice, ErpOrder, ErpOrderLine, ErpProvider, ErpRange, ErpSales, ErpSite } from '../../../core/server/erp/erp-provider.ts';
import { ProviderError } from '../../../core/server/integrations/provider-error.ts';
import { providerRequest, type ProviderHttpOptions, type ProviderResponse } from '../integrations/provider-http.ts';
import type { PublicSite } from '../integrations/public-site.ts';

/** Rows per `search_read` page. */
const ODOO_PAGE_SIZE = 500;
/** Pages of one list we read at most: a huge database cannot keep us paging (the figures then say "at least"). */
const MAX_PAGES = 20;
const USER_AGENT = 'marketing-workspace (Odoo JSON-2 client)';

interface OdooError {
  name?: string;
  message?: string;
}
/** A many2one as Odoo reads it: `[id, display name]`, or `false` when empty. */
type Many2one = [number, string] | false;

/** Odoo's message without anything that looks like a key, cut to a sentence's length (never its traceback). */
function cleanDetail(message: string | undefined): string {
  const text = (message ?? 'no reason given').replace(/[A-Za-z0-9_-]{32,}/g, '[redacted]');
  return text.length > 300 ? `${text.slice(0, 297)}...` : text;
}

function classify(response: ProviderResponse): ProviderError | null {
  if (response.status < 400) return null;
  const body = response.body as OdooError | string | null;
  const message = typeof body === 'string' ? body : body?.message;
  if (response.status === 401 || response.status === 403) return new ProviderError('auth_refused', cleanDetail(message));
  if (response.status === 404) return new ProviderError('not_found', cleanDetail(message));
  if (response.status >= 500) return new ProviderError('unavailable', cleanDetail(message));
  return new ProviderError('bad_response', cleanDetail(message));
}

const num = (value: unknown): number => (typeof value === 'number' && Number.isFinite(value) ? value : 0);
const ref = (value: unknown): { id: string; name: string } => {
  const pair = value as Many2one;
  return Array.isArray(pair) ? { id: String(pair[0]), name: String(pair[1] ?? pair[0]) } : { id: '', name: '' };
};
/** `YYYY-MM-DD` of an Odoo date (`2026-11-02`) or datetime (`2026-11-02 09:30:00`, UTC). */
const day = (value: unknown): string => (typeof value === 'string' ? value.slice(0, 10) : '');

/**
 * Odoo's External JSON-2 API (Odoo 19+): `POST {site}/json/2/<model>/<method>` with the API key as a bearer token
 * and the database in `X-Odoo-Database`, named arguments as the JSON body, the method's return value as the
 * answer. Revenue is posted customer invoices and credit notes (`account.move`, `amount_untaxed_signed`: untaxed,
 * in the company's currency, negative for credit notes) by invoice date; orders are confirmed sales orders
 * (`sale.order` in state `sale`, `amount_untaxed`) by order date, with their lines' products. The address is the
 * customer's, so every call goes through PublicSite (SSRF rules; the sandbox's fake in sandbox mode).
 */
export class OdooErp implements ErpProvider {
  constructor(
    private readonly site: PublicSite,
    private readonly http: ProviderHttpOptions = {},
  ) {}

  get sandbox(): boolean {
    return this.site.sandbox;
  }

  async company(site: ErpSite, apiKey: string): Promise<ErpCompany> {
    const base = this.site.base(site.url);
    await this.site.vet(base);
    const rows = await this.call<{ name?: string; currency_id?: Many2one }[]>(base, site.database, apiKey, 'res.company', 'search_read', {
      domain: [],
      fields: ['name', 'currency_id'],
      limit: 1,
      order: 'id',
    });
    if (!Array.isArray(rows) || rows.length === 0) throw new ProviderError('auth_refused', 'this key reads no company');
    const currency = ref(rows[0]!.currency_id).name;
    return { name: rows[0]!.name ?? site.database, currency: /^[A-Z]{3}$/.test(currency) ? currency : 'EUR' };
  }

  async sales(site: ErpSite, apiKey: string, range: ErpRange): Promise<ErpSales> {
    const base = this.site.base(site.url);
    const from = `${range.since} 00:00:00`;
    const to = `${range.until} 23:59:59`;
    const invoices = await this.all(base, site.database, apiKey, 'account.move', {
      domain: [['move_type', 'in', ['out_invoice', 'out_refund']], ['state', '=', 'posted'], ['invoice_date', '>=', range.since], ['invoice_date', '<=', range.until]],
      fields: ['invoice_date', 'amount_untaxed_signed', 'partner_id'],
    });
    const orders = await this.all(base, site.database, apiKey, 'sale.order', {
      domain: [['state', '=', 'sale'], ['date_order', '>=', from], ['date_order', '<=', to]],
      fields: ['date_order', 'amount_untaxed', 'partner_id'],
    });
    const lines = await this.all(base, site.database, apiKey, 'sale.order.line', {
      domain: [['order_id.state', '=', 'sale'], ['order_id.date_order', '>=', from], ['order_id.date_order', '<=', to], ['display_type', '=', false]],
      fields: ['order_id', 'product_id', 'product_uom_qty', 'price_subtotal'],
    });
    const orderDates = new Map(orders.rows.map((o) => [String(o.id), day(o.date_order)]));
    return {
      invoices: invoices.rows.map((r): ErpInvoice => {
        const customer = ref(r.partner_id);
        return { date: day(r.invoice_date), amount: num(r.amount_untaxed_signed), customerId: customer.id, customerName: customer.name };
      }),
      orders: orders.rows.map((r): ErpOrder => {
        const customer = ref(r.partner_id);
        return { date: day(r.date_order), amount: num(r.amount_untaxed), customerId: customer.id, customerName: customer.name };
      }),
      lines: lines.rows
        .filter((r) => ref(r.product_id).id && orderDates.has(ref(r.order_id).id))
        .map((r): ErpOrderLine => {
          const product = ref(r.product_id);
          return { date: orderDates.get(ref(r.order_id).id)!, productId: product.id, productName: product.name, quantity: num(r.product_uom_qty), amount: num(r.price_subtotal) };
        }),
      truncated: invoices.truncated || orders.truncated || lines.truncated,
    };
  }

  /** Every row of a `search_read`, a page at a time in id order, up to the cap. */
  private async all(base: string, database: string, apiKey: string, model: string, query: { domain: unknown[]; fields: string[] }) {
    const rows: Record<string, unknown>[] = [];
    for (let page = 0; page < MAX_PAGES; page++) {
      const batch = await this.call<Record<string, unknown>[]>(base, database, apiKey, model, 'search_read', { ...query, limit: ODOO_PAGE_SIZE, offset: page * ODOO_PAGE_SIZE, order: 'id' });
      if (!Array.isArray(batch)) throw new ProviderError('bad_response', `${model} did not answer with a list`);
      rows.push(...batch);
      if (batch.length < ODOO_PAGE_SIZE) return { rows, truncated: false };
    }
    return { rows, truncated: true };
  }

  private async call<T>(base: string, database: string, apiKey: string, model: string, method: string, body: Record<string, unknown>): Promise<T> {
    const response = await providerRequest(
      this.site.url(base, `/json/2/${model}/${method}`),
      {
        method: 'POST',
        headers: {
          // The key travels only here: never in the address, never in an error.
          Authorization: `bearer ${apiKey}`,
          'X-Odoo-Database': database,
          'Content-Type': 'application/json; charset=utf-8',
          Accept: 'application/json',
          'User-Agent': USER_AGENT,
        },
        body: JSON.stringify({ ...body, context: { lang: 'en_US' } }),
      },
      classify,
      { ...this.http, fetch: this.site.fetch },
    );
    return response.body as T;
  }
}
