import { inject, injectable } from 'inversify';
import { ConnectionRepository, type ConnectionRecord } from '../integrations/connection-repository.ts';
import { ConnectedAccounts } from '../integrations/connected-accounts.ts';
import { ErpProvider, type ErpSales } from './erp-provider.ts';
import { CheckSpaceAccess } from '../spaces/check-space-access.ts';
import { Clock } from '../ports/clock.ts';
import { ServerError, ServerMessages } from '../errors.ts';
import type { Principal } from '../auth/principal.ts';
import { integrationProvider } from '../../domain/integrations/integrations.ts';
import { lastDays, previousPeriod, type DateRangeView } from '../../domain/integrations/ad-performance.ts';
import { isErpPeriod, roundMoney, type ErpPeriod, type ErpRevenueView, type ErpTotals } from '../../domain/erp/erp.ts';
import { ErpServerMessages } from './erp-server-messages.ts';

const TOP = 5;

export interface ErpRevenueQuery {
  days?: number;
  /** One of the space's Odoo connections; the selected one when absent. */
  connectionId?: string;
}

const within = (range: DateRangeView) => (row: { date: string }) => row.date >= range.since && row.date <= range.until;

function totals(sales: ErpSales, range: DateRangeView): ErpTotals {
  const invoices = sales.invoices.filter(within(range));
  const orders = sales.orders.filter(within(range));
  const orderValue = orders.reduce((sum, o) => sum + o.amount, 0);
  return {
    revenue: roundMoney(invoices.reduce((sum, i) => sum + i.amount, 0)),
    orders: orders.length,
    average_order_value: orders.length ? roundMoney(orderValue / orders.length) : null,
    customers: new Set(invoices.filter((i) => i.customerId).map((i) => i.customerId)).size,
  };
}

function days(range: DateRangeView): string[] {
  const out: string[] = [];
  const end = Date.parse(`${range.until}T00:00:00Z`);
  for (let t = Date.parse(`${range.since}T00:00:00Z`); t <= end; t += 86_400_000) out.push(new Date(t).toISOString().slice(0, 10));
  return out;
}

/**
 * A space's ERP revenue for the last 7, 28 or 90 days against the period before (members read it): revenue from
 * posted invoices less credit notes, orders and their average value, customers, by day, and the top products
 * and customers. Both periods come from one read of the ERP.
 */
@injectable()
export class ReadErpRevenue {
  constructor(
    @inject(ConnectionRepository) private readonly connections: ConnectionRepository,
    @inject(ConnectedAccounts) private readonly accounts: ConnectedAccounts,
    @inject(ErpProvider) private readonly erp: ErpProvider,
    @inject(CheckSpaceAccess) private readonly spaceAccess: CheckSpaceAccess,
    @inject(Clock) private readonly clock: Clock,
  ) {}

  async execute(principal: Principal, spaceId: string, query: ErpRevenueQuery = {}): Promise<ErpRevenueView> {
    await this.spaceAccess.execute(principal, spaceId);
    return this.forSpace(spaceId, query);
  }

  /** The figures for a space the caller already may read (the agents' tool). */
  async forSpace(spaceId: string, query: ErpRevenueQuery = {}): Promise<ErpRevenueView> {
    const period = query.days ?? 28;
    if (!isErpPeriod(period)) throw new ServerError('VALIDATION.INVALID', ErpServerMessages.erpPeriod, [{ loc: ['query', 'days'], msg: ErpServerMessages.erpPeriod, type: 'value_error' }]);
    const record = await this.connection(spaceId, query.connectionId);
    const open = await this.accounts.openRecord(record);
    const site = { url: record.settings.site?.url ?? '', database: record.settings.site?.database ?? '' };
    const range = lastDays(this.clock.now().toISOString().slice(0, 10), period);
    const previous = previousPeriod(range);
    const [company, sales] = await this.accounts.call(open, (key) =>
      Promise.all([this.erp.company(site, key), this.erp.sales(site, key, { since: previous.since, until: range.until })]),
    );
    const current = within(range);
    const byDay = new Map(days(range).map((d) => [d, { date: d, revenue: 0, orders: 0 }]));
    for (const i of sales.invoices) if (current(i)) byDay.get(i.date)!.revenue += i.amount;
    for (const o of sales.orders) if (current(o)) byDay.get(o.date)!.orders += 1;
    const products = new Map<string, { name: string; revenue: number; quantity: number }>();
    for (const l of sales.lines.filter(current)) {
      const p = products.get(l.productId) ?? { name: l.productName, revenue: 0, quantity: 0 };
      p.revenue += l.amount;
      p.quantity += l.quantity;
      products.set(l.productId, p);
    }
    const customers = new Map<string, { name: string; revenue: number; orders: number }>();
    for (const i of sales.invoices.filter(current)) {
      if (!i.customerId) continue;
      const c = customers.get(i.customerId) ?? { name: i.customerName, revenue: 0, orders: 0 };
      c.revenue += i.amount;
      customers.set(i.customerId, c);
    }
    for (const o of sales.orders.filter(current)) {
      const c = customers.get(o.customerId);
      if (c) c.orders += 1;
    }
    const top = <T extends { revenue: number; name: string }>(rows: Iterable<T>) =>
      [...rows]
        .map((r) => ({ ...r, revenue: roundMoney(r.revenue) }))
        .sort((a, b) => b.revenue - a.revenue || a.name.localeCompare(b.name))
        .slice(0, TOP);
    return {
      connection: { id: record.id, label: record.accountLabel ?? site.database },
      currency: company.currency,
      days: period as ErpPeriod,
      range,
      previous_range: previous,
      totals: totals(sales, range),
      previous_totals: totals(sales, previous),
      by_day: [...byDay.values()].map((d) => ({ ...d, revenue: roundMoney(d.revenue) })),
      top_products: top(products.values()),
      top_customers: top(customers.values()),
      truncated: sales.truncated,
      sandbox: this.erp.sandbox,
    };
  }

  private async connection(spaceId: string, id: string | undefined): Promise<ConnectionRecord> {
    const record = id ? await this.connections.findById(spaceId, id) : await this.connections.find(spaceId, 'odoo');
    if (!record || record.provider !== 'odoo') {
      if (id) throw new ServerError('INTEGRATION.NOT_FOUND', ErpServerMessages.erpConnectionNotFound);
      throw new ServerError('INTEGRATION.NOT_CONNECTED', ServerMessages.integrationNotConnected(integrationProvider('odoo').name));
    }
    return record;
  }
}
