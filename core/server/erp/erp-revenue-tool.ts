import { inject, injectable } from 'inversify';
import type { IntegrationTool, ToolOutcome, ToolScope } from '../integrations/actions/integration-tool.ts';
import { ConnectedAccounts } from '../integrations/connected-accounts.ts';
import { ReadErpRevenue } from './read-erp-revenue.ts';
import { ServerError } from '../errors.ts';
import { changePercent } from '../../domain/integrations/ad-performance.ts';
import { isErpPeriod, type ErpRevenueView } from '../../domain/erp/erp.ts';

const money = (value: number, currency: string) => `${currency} ${value.toFixed(2)}`;

function change(current: number | null, previous: number | null): string {
  const pct = changePercent(current, previous);
  return pct === null ? 'no comparison' : `${pct >= 0 ? '+' : ''}${pct.toFixed(1)}% vs the period before`;
}

/** The figures as the model (and the offline engine) reads them, with their source first. */
export function erpRevenueText(view: ErpRevenueView): string {
  const t = view.totals;
  const p = view.previous_totals;
  const lines = [
    `Odoo: ${view.connection.label}, last ${view.days} days (${view.range.since} to ${view.range.until})${view.sandbox ? ', sandbox data' : ''}.`,
    `Revenue (posted invoices less credit notes, untaxed): ${money(t.revenue, view.currency)} (${change(t.revenue, p.revenue)}).`,
    `Orders (confirmed): ${t.orders} (${change(t.orders, p.orders)}); average order value ${t.average_order_value === null ? 'n/a' : money(t.average_order_value, view.currency)} (${change(t.average_order_value, p.average_order_value)}).`,
    `Customers invoiced: ${t.customers} (${change(t.customers, p.customers)}).`,
  ];
  if (view.top_products.length) lines.push(`Top products: ${view.top_products.map((r) => `${r.name} ${money(r.revenue, view.currency)}`).join('; ')}.`);
  if (view.top_customers.length) lines.push(`Top customers: ${view.top_customers.map((r) => `${r.name} ${money(r.revenue, view.currency)}`).join('; ')}.`);
  if (view.truncated) lines.push('The ERP holds more records than were read: these figures are at least these.');
  return lines.join('\n');
}

/** `erp_revenue`: the space's ERP revenue, orders and customers for the last 7, 28 or 90 days (read only). */
@injectable()
export class ErpRevenueTool implements IntegrationTool {
  readonly name = 'erp_revenue';
  readonly kind = 'erp' as const;
  readonly effect = 'read' as const;
  readonly description =
    "Read the space's ERP (Odoo) sales: revenue from posted invoices, confirmed orders, average order value and customers for the last 7, 28 or 90 days against the period before, by day, with the top products and customers.";
  readonly inputSchema = {
    type: 'object',
    properties: { days: { type: 'integer', enum: [7, 28, 90], description: 'The period in days, ending yesterday (default 28)' } },
    additionalProperties: false,
  };

  constructor(
    @inject(ConnectedAccounts) private readonly accounts: ConnectedAccounts,
    @inject(ReadErpRevenue) private readonly revenue: ReadErpRevenue,
  ) {}

  async available(scope: ToolScope): Promise<boolean> {
    return this.accounts.isConnected(scope.spaceId, 'odoo');
  }

  async run(scope: ToolScope, args: Record<string, unknown>): Promise<ToolOutcome> {
    const days = typeof args.days === 'number' && isErpPeriod(args.days) ? args.days : 28;
    try {
      const view = await this.revenue.forSpace(scope.spaceId, { days });
      return { text: erpRevenueText(view), data: view };
    } catch (error) {
      // The model reads why instead of the run failing (not connected, reconnect needed, Odoo unreachable).
      if (error instanceof ServerError) return { text: `The ERP figures could not be read: ${error.message}` };
      throw error;
    }
  }
}
