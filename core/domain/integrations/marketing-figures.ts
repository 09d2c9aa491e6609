import type { AnalyticsReportView } from './analytics.ts';
import type { AdPerformanceView } from './ad-performance.ts';
import type { ErpRevenueView } from '../erp/erp.ts';

/** Why a source of figures gave none: never connected, no property chosen, Google or Meta refused, or down. */
export type FiguresGap = 'not_connected' | 'no_property' | 'expired' | 'unavailable';

/** What the space's connected tools say, for the agents that ground their advice in numbers (CMO, strategy). */
export interface MarketingFigures {
  analytics: { report: AnalyticsReportView } | { gap: FiguresGap };
  ads: { performance: AdPerformanceView } | { gap: FiguresGap };
  /** The ERP's sales (Odoo, the selected connection), when the space has one: absent, nothing is said of it. */
  erp?: { revenue: ErpRevenueView } | { gap: FiguresGap };
}
