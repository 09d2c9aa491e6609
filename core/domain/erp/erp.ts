import type { ConnectionStatus } from '../integrations/integrations.ts';
import type { DateRangeView } from '../integrations/ad-performance.ts';

/** The periods the ERP figures are read for (days, ending yesterday). */
export const ERP_PERIODS = [7, 28, 90] as const;
export type ErpPeriod = (typeof ERP_PERIODS)[number];

export function isErpPeriod(value: number): value is ErpPeriod {
  return (ERP_PERIODS as readonly number[]).includes(value);
}

/** One of a space's ERP connections as the API shows it (never its key). */
export interface ErpConnectionView {
  id: string;
  provider: 'odoo';
  /** "<company> (<database>)". */
  label: string;
  site_url: string;
  database: string;
  status: ConnectionStatus;
  status_reason: string | null;
  /** The one the Dashboard and the agents read. */
  selected: boolean;
  connected_at: string;
  checked_at: string | null;
}

export interface ErpTotals {
  /** Posted customer invoices less credit notes, untaxed, in the company's currency. */
  revenue: number;
  /** Confirmed sales orders. */
  orders: number;
  /** Orders' untaxed value per order; null without orders. */
  average_order_value: number | null;
  /** Distinct customers invoiced. */
  customers: number;
}

export interface ErpRevenueView {
  connection: { id: string; label: string };
  currency: string;
  days: ErpPeriod;
  range: DateRangeView;
  previous_range: DateRangeView;
  totals: ErpTotals;
  previous_totals: ErpTotals;
  by_day: { date: string; revenue: number; orders: number }[];
  top_products: { name: string; revenue: number; quantity: number }[];
  top_customers: { name: string; revenue: number; orders: number }[];
  /** True when the ERP held more rows than are read, so figures are at least these. */
  truncated: boolean;
  sandbox: boolean;
}

/** Which figures: the period, and one of the space's connections (the selected one when absent). */
export type ErpRevenueQuery = {
  days?: `${ErpPeriod}`;
  connection_id?: string;
};

/** Money rounded to cents, the way the figures are shown and compared. */
export function roundMoney(value: number): number {
  return Math.round(value * 100) / 100;
}
