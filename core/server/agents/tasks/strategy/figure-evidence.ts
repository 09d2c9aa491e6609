import type { MarketingFigures } from '../../../../domain/integrations/marketing-figures.ts';
import { figureFindings } from '../../offline/figure-findings.ts';
import { isRunChannel, kindOfGa4 } from './channel-lexicon.ts';

/** A Meta Ads campaign's money figures for the period. */
export interface CampaignFigures {
  name: string;
  spend: number;
  conversions: number;
  /** Spend per conversion; null without conversions. */
  costPerConversion: number | null;
  roas: number | null;
}

/** A GA4 channel group's traffic for the period and the one before. */
export interface TrafficFigures {
  /** The GA4 label ('Organic Search'). */
  label: string;
  /** The channel it stands for, in the advice's words, when known ('SEO'). */
  channel: string | null;
  sessions: number;
  keyEvents: number;
  previousSessions: number | null;
  previousKeyEvents: number | null;
}

/** The ERP's sales for the period (Odoo, the selected connection): what the advice can build on besides traffic and ads. */
export interface SalesFigures {
  /** What the sales say, each a sentence with its numbers, worded as figure-findings words them ('Invoiced revenue was ...'). */
  findings: string[];
  /** Where they come from, to cite: 'Odoo, Northwind Retail Ltd (northwind): 2026-10-30 to 2026-11-28, ...'. */
  source: string;
  currency: string;
  revenue: number;
  previousRevenue: number;
  orders: number;
  topProduct: { name: string; revenue: number } | null;
  topCustomer: { name: string; revenue: number; orders: number } | null;
}

/** What the connected tools say, read once for the advice: campaigns with spend, channels with traffic. */
export interface FigureEvidence {
  currency: string;
  campaigns: CampaignFigures[];
  /** The ad account's totals, when Meta Ads is connected. */
  adTotals: { spend: number; conversions: number; roas: number | null; previousSpend: number; previousConversions: number } | null;
  /** GA4 channel groups someone runs (Direct and the like left out): what the advice can cut or fund. */
  traffic: TrafficFigures[];
  /** Every GA4 channel group as the report gives it, Direct included: what a report on the channels shows. */
  channels: TrafficFigures[];
  /** The GA4 property's totals and its top landing page, when Google Analytics is connected. */
  trafficTotals: { sessions: number; keyEvents: number; previousSessions: number; previousKeyEvents: number; topPage: string | null } | null;
  /** The ERP's sales, when the space has an ERP whose figures could be read. */
  sales: SalesFigures | null;
  /** Where each number comes from, to cite under the advice: 'Meta Ads, Shop Ads: 2026-10-26 to 2026-11-22, ...'. */
  sources: string[];
  /** What connecting a tool would add, as figure-findings words it. */
  gaps: string[];
  /** The answer's variant, so the advice's own lines about the tools are worded another way on a regenerate. */
  variant: number;
}

/** `variant` words what connecting a tool would add another way on each regenerate. */
export function readFigures(figures: MarketingFigures | undefined, variant = 0): FigureEvidence | null {
  if (!figures) return null;
  const { sources, gaps } = figureFindings(figures, (options) => options[variant % options.length]!);
  const ads = 'performance' in figures.ads ? figures.ads.performance : null;
  const report = 'report' in figures.analytics ? figures.analytics.report : null;
  const campaigns: CampaignFigures[] = (ads?.campaigns ?? [])
    .filter((c) => c.spend > 0)
    .map((c) => ({ name: c.name, spend: c.spend, conversions: c.conversions, costPerConversion: c.conversions > 0 ? c.spend / c.conversions : null, roas: c.roas }));
  const channels: TrafficFigures[] = (report?.by_channel ?? []).map((row) => {
    const before = report!.previous_by_channel.find((p) => p.label === row.label);
    return { label: row.label, channel: kindOfGa4(row.label)?.name ?? null, sessions: row.sessions, keyEvents: row.key_events, previousSessions: before?.sessions ?? null, previousKeyEvents: before?.key_events ?? null };
  });
  const traffic = channels.filter((t) => isRunChannel(t.label));
  return {
    currency: ads?.account.currency ?? 'USD',
    campaigns,
    adTotals: ads ? { spend: ads.totals.spend, conversions: ads.totals.conversions, roas: ads.totals.roas, previousSpend: ads.previous_totals.spend, previousConversions: ads.previous_totals.conversions } : null,
    traffic,
    channels,
    trafficTotals: report ? { sessions: report.totals.sessions, keyEvents: report.totals.key_events, previousSessions: report.previous_totals.sessions, previousKeyEvents: report.previous_totals.key_events, topPage: report.by_landing_page[0]?.label ?? null } : null,
    sales: salesOf(figures),
    sources,
    gaps,
    variant,
  };
}

/** The ERP's figures alone, worded by figure-findings so the CMO cites them as the old answer did. */
function salesOf(figures: MarketingFigures): SalesFigures | null {
  if (!figures.erp || !('revenue' in figures.erp)) return null;
  const e = figures.erp.revenue;
  const { findings, sources } = figureFindings({ analytics: { gap: 'not_connected' }, ads: { gap: 'not_connected' }, erp: figures.erp });
  const product = e.top_products[0];
  const customer = e.top_customers[0];
  return {
    findings,
    source: sources[0]!,
    currency: e.currency,
    revenue: e.totals.revenue,
    previousRevenue: e.previous_totals.revenue,
    orders: e.totals.orders,
    topProduct: product && product.revenue > 0 ? { name: product.name, revenue: product.revenue } : null,
    topCustomer: customer && customer.revenue > 0 ? { name: customer.name, revenue: customer.revenue, orders: customer.orders } : null,
  };
}

/** Whether the ERP's sales can ground the advice. */
export function hasSales(evidence: FigureEvidence | null): evidence is FigureEvidence & { sales: SalesFigures } {
  return Boolean(evidence?.sales && evidence.sales.orders > 0);
}

/** Whether the figures hold anything the advice can decide on. */
export function hasFigures(evidence: FigureEvidence | null): evidence is FigureEvidence {
  return Boolean(evidence && (evidence.campaigns.length || evidence.traffic.length));
}

/** Key events per 100 sessions, the traffic channels' yardstick. */
export function keyEventRate(t: TrafficFigures): number | null {
  return t.sessions > 0 ? (t.keyEvents / t.sessions) * 100 : null;
}
