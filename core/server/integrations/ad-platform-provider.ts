import type { ServiceIdentifier } from 'inversify';

export interface AdAccount {
  id: string;
  name: string;
  currency: string;
}

export interface DateRange {
  /** Inclusive, `YYYY-MM-DD`, in the ad account's time zone. */
  since: string;
  until: string;
}

export interface CampaignInsight {
  campaignId: string;
  campaignName: string;
  spend: number;
  impressions: number;
  clicks: number;
  conversions: number;
  /** Revenue attributed to the campaign's conversions, when the platform reports it. */
  conversionValue: number | null;
}

export interface DailyInsight {
  date: string;
  spend: number;
  impressions: number;
  clicks: number;
  conversions: number;
  conversionValue: number | null;
}

export interface AdInsights {
  account: AdAccount;
  campaigns: CampaignInsight[];
  daily: DailyInsight[];
}

/**
 * An ad platform's reporting API (Meta Marketing API today; Google Ads can follow behind the same port).
 * Failures are `ProviderError`s.
 */
export interface AdPlatformProvider {
  readonly sandbox: boolean;
  /** The ad accounts the token may read; refuses an invalid or expired token. */
  adAccounts(accessToken: string): Promise<AdAccount[]>;
  /** The account (its current name and currency) and its figures for the range. */
  insights(accessToken: string, accountId: string, range: DateRange): Promise<AdInsights>;
}
export const AdPlatformProvider: ServiceIdentifier<AdPlatformProvider> = Symbol.for('server.AdPlatformProvider');
