import type { DateRangeView } from './ad-performance.ts';

/** A GA4 property as the space's settings know it. */
export interface AnalyticsPropertyRef {
  id: string;
  name: string;
  account: string;
}

/** A Google Analytics account with its properties, marked as linked to the space and selected for reports. */
export interface AnalyticsAccountView {
  id: string;
  name: string;
  properties: { id: string; name: string; linked: boolean; selected: boolean }[];
}

export interface AnalyticsTotals {
  sessions: number;
  users: number;
  new_users: number;
  /** Engaged sessions / sessions, 0..1. */
  engagement_rate: number;
  key_events: number;
  /** Null when the property reports no revenue. */
  revenue: number | null;
}

export interface AnalyticsBreakdownRow {
  /** The channel group, the landing page or the source / medium. */
  label: string;
  sessions: number;
  users: number;
  key_events: number;
}

export interface AnalyticsReportView {
  property: { id: string; name: string };
  range: DateRangeView;
  previous_range: DateRangeView;
  totals: AnalyticsTotals;
  previous_totals: AnalyticsTotals;
  by_day: ({ date: string } & AnalyticsTotals)[];
  by_channel: AnalyticsBreakdownRow[];
  /** The channels in the period before, to compare each channel with itself. */
  previous_by_channel: AnalyticsBreakdownRow[];
  by_landing_page: AnalyticsBreakdownRow[];
  by_source_medium: AnalyticsBreakdownRow[];
  sandbox: boolean;
}

/** Where to send the browser to sign in with Google and grant read access. */
export interface AnalyticsAuthorizationView {
  authorization_url: string;
}

/** Google's callback query string as the browser received it (code and state, or error). */
export interface AnalyticsCallbackRequest {
  query: string;
}

/** The GA4 properties linked to the space, and the one its reports read. */
export interface AnalyticsPropertiesRequest {
  linked: string[];
  selected: string | null;
}

/** The only access asked of Google: read the reports, never change anything. */
export const GA4_SCOPE = 'https://www.googleapis.com/auth/analytics.readonly';
