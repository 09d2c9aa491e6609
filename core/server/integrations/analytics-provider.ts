import type { ServiceIdentifier } from 'inversify';
import type { DateRange } from './ad-platform-provider.ts';

export interface OAuthGrant {
  refreshToken: string;
  accessToken: string;
  expiresInSeconds: number;
  /** The scopes the person granted (they may grant less than asked). */
  scopes: string[];
}

export interface AnalyticsAccount {
  id: string;
  name: string;
  properties: { id: string; name: string }[];
}

export type AnalyticsDimension = 'date' | 'channel' | 'landing_page' | 'source_medium';

export interface AnalyticsRow {
  /** The dimension's value (a date as YYYY-MM-DD); empty for a totals report. */
  key: string;
  sessions: number;
  users: number;
  newUsers: number;
  engagementRate: number;
  keyEvents: number;
  revenue: number | null;
}

/**
 * Google Analytics 4: OAuth 2.0 authorization code with PKCE, the Admin API's account summaries and the
 * Data API's reports. Failures are `ProviderError`s; a refused refresh token (`invalid_grant`) is `auth_refused`.
 */
export interface AnalyticsProvider {
  readonly sandbox: boolean;
  /** Whether this server has an OAuth client (GOOGLE_OAUTH_CLIENT_ID and _SECRET, or the sandbox's). */
  readonly configured: boolean;
  /** A fresh PKCE code verifier (kept sealed in the state until the callback). */
  newCodeVerifier(): string;
  authorizationUrl(request: { state: string; codeVerifier: string; redirectUri: string }): Promise<string>;
  /** Exchanges the callback's code; refuses a callback whose state is not `state`, or carries an error. */
  exchangeCode(request: { callback: URLSearchParams; state: string; codeVerifier: string; redirectUri: string }): Promise<OAuthGrant>;
  refreshAccessToken(refreshToken: string): Promise<{ accessToken: string; expiresInSeconds: number }>;
  accountSummaries(accessToken: string): Promise<AnalyticsAccount[]>;
  /** One row per value of `dimension` (or one totals row without it), largest by sessions first. */
  report(accessToken: string, propertyId: string, range: DateRange, dimension?: AnalyticsDimension, limit?: number): Promise<AnalyticsRow[]>;
}
export const AnalyticsProvider: ServiceIdentifier<AnalyticsProvider> = Symbol.for('server.AnalyticsProvider');
