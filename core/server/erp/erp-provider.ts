import type { ServiceIdentifier } from 'inversify';

/** Where an ERP lives: the address a customer typed and, for Odoo, the database on it. */
export interface ErpSite {
  url: string;
  database: string;
}

/** The company the key reads, in the ERP's words. */
export interface ErpCompany {
  name: string;
  /** ISO 4217 code of the company's currency (e.g. `EUR`). */
  currency: string;
}

/** Inclusive days, `YYYY-MM-DD`. */
export interface ErpRange {
  since: string;
  until: string;
}

/** A posted customer invoice (or credit note, negative) counted as revenue on its invoice date, untaxed. */
export interface ErpInvoice {
  date: string;
  amount: number;
  customerId: string;
  customerName: string;
}

/** A confirmed sales order, on its order date, with its untaxed total. */
export interface ErpOrder {
  date: string;
  amount: number;
  customerId: string;
  customerName: string;
}

/** A line of a confirmed sales order of the range: its order's date, its product and untaxed subtotal. */
export interface ErpOrderLine {
  date: string;
  productId: string;
  productName: string;
  quantity: number;
  amount: number;
}

export interface ErpSales {
  invoices: ErpInvoice[];
  orders: ErpOrder[];
  lines: ErpOrderLine[];
  /** True when a list reached the adapter's cap, so the figures are a lower bound. */
  truncated: boolean;
}

/**
 * An ERP's sales records (Odoo's JSON-2 API today). Failures are `ProviderError`s: `auth_refused` for a key or
 * database the ERP refuses, `bad_address` for an address we do not call.
 */
export interface ErpProvider {
  readonly sandbox: boolean;
  /** Checks the key against the site: the company it reads. */
  company(site: ErpSite, apiKey: string): Promise<ErpCompany>;
  /** Posted invoices, confirmed orders and their lines for the range. */
  sales(site: ErpSite, apiKey: string, range: ErpRange): Promise<ErpSales>;
}
export const ErpProvider: ServiceIdentifier<ErpProvider> = Symbol.for('server.ErpProvider');
