import type { SalesFigures } from '../strategy/figure-evidence.ts';
import { formatNumber } from '../strategy/money.ts';

/** Moves smaller than this are a month's noise, not a finding to act on (as figure-findings reads them). */
const NOTABLE = 5;

/** What the ERP's sales add to the CMO's answer: the figures as read, why they matter, and what they change in the plan. */
export interface SalesReading {
  /** The section that shows the sales, each finding with its numbers. */
  section: string[];
  why: string[];
  actions: string[];
}

/** Money as figure-findings writes the ERP's ('GBP 12,400.00'), so the section reads as one voice. */
const moneyOf = (currency: string) => (v: number) => `${currency === 'USD' ? '$' : `${currency} `}${formatNumber(v, 2)}`;

const changeOf = (s: SalesFigures) => (s.previousRevenue > 0 ? ((s.revenue - s.previousRevenue) / s.previousRevenue) * 100 : null);

/** The sales as the answer shows them: figure-findings' sentences, then the customer who ordered the most. */
export function salesReading(sales: SalesFigures): SalesReading {
  const money = moneyOf(sales.currency);
  const customer = sales.topCustomer;
  const change = changeOf(sales);
  const section = [
    '## What your sales say',
    ...sales.findings.map((f) => `- ${f}`),
    ...(customer ? [`- ${customer.name} ordered the most: ${money(customer.revenue)} over ${formatNumber(customer.orders)} ${customer.orders === 1 ? 'order' : 'orders'}.`] : []),
    '',
  ];
  const why = change === null || Math.abs(change) < NOTABLE
    ? []
    : change < 0
      ? [`Invoiced revenue fell ${formatNumber(Math.abs(change))} % on the period before: winning orders back comes before finding new traffic.`]
      : [`Invoiced revenue rose ${formatNumber(change)} % on the period before: keep what brought those orders before changing it.`];
  const actions = [
    ...(sales.topProduct ? [`Lead this month's emails, posts and ads with ${sales.topProduct.name}, your best seller (${money(sales.topProduct.revenue)} in orders).`] : []),
    ...(change !== null && change <= -NOTABLE ? ['List the customers who ordered in the period before but not in this one (your ERP has them) and give them a reason to order again.'] : []),
    ...(customer ? [`Ask ${customer.name}, your biggest customer this period, what made them order, and use the answer in your copy (with their permission).`] : []),
  ];
  return { section, why, actions };
}

/**
 * The decision when the channels give none (no channel figures, none named) but the sales do: the product that
 * sells, or on a regenerate the customers who buy; when revenue fell, winning orders back comes first.
 */
export function salesDecision(sales: SalesFigures, when: string, goal: string | null, variant: number): string | null {
  const money = moneyOf(sales.currency);
  const change = changeOf(sales);
  const fell = change !== null && change <= -NOTABLE ? ' Win back the orders that fell away before chasing new traffic.' : '';
  const aim = goal ? ` towards ${goal}` : '';
  const product = sales.topProduct;
  const customer = sales.topCustomer;
  if (variant % 2 === 1 && customer) return `${when}, focus on the customers who already buy${aim}: ${customer.name} alone ordered ${money(customer.revenue)}.${fell}`;
  if (product) return `${when}, focus on selling more of ${product.name}${aim}: it sold the most, ${money(product.revenue)} in orders.${fell}`;
  if (customer) return `${when}, focus on the customers who already buy${aim}: ${customer.name} alone ordered ${money(customer.revenue)}.${fell}`;
  return null;
}
