/**
 * The integrations of the spec (section 7.5's "other integration paths"): who provides each kind, what the
 * product uses it for, and how a space connects it. The server's connections and the Connections screen
 * read this one table.
 */
export const INTEGRATION_KINDS = ['analytics', 'ad_platform', 'outreach', 'lead_search', 'publishing', 'erp'] as const;
export type IntegrationKind = (typeof INTEGRATION_KINDS)[number];

export const INTEGRATION_PROVIDERS = ['ga4', 'meta_ads', 'instantly', 'apollo', 'wordpress', 'erp'] as const;
export type IntegrationProviderId = (typeof INTEGRATION_PROVIDERS)[number];

/** `oauth`: the person signs in at the provider; `token`: an owner or admin pastes an access token or API key. */
export type IntegrationAuth = 'oauth' | 'token';

export interface IntegrationProvider {
  id: IntegrationProviderId;
  kind: IntegrationKind;
  name: string;
  usedFor: string;
  auth: IntegrationAuth;
  /** `soon`: listed so people know it is coming; it cannot be connected yet. */
  availability: 'available' | 'soon';
}

export const INTEGRATION_CATALOGUE: readonly IntegrationProvider[] = [
  {
    id: 'ga4',
    kind: 'analytics',
    name: 'Google Analytics 4',
    usedFor: 'Sessions, users, key events and revenue by day, channel and landing page, for the Dashboard and the CMO and strategy agents.',
    auth: 'oauth',
    availability: 'available',
  },
  {
    id: 'meta_ads',
    kind: 'ad_platform',
    name: 'Meta Ads',
    usedFor: 'Spend, impressions, clicks, CTR, CPC, conversions and ROAS by campaign and day, for the Dashboard and the CMO and strategy agents.',
    auth: 'token',
    availability: 'available',
  },
  { id: 'instantly', kind: 'outreach', name: 'Instantly', usedFor: 'Outreach campaigns and their replies.', auth: 'token', availability: 'soon' },
  { id: 'apollo', kind: 'lead_search', name: 'Apollo', usedFor: 'Finding leads that match your ideal customer.', auth: 'token', availability: 'soon' },
  { id: 'wordpress', kind: 'publishing', name: 'WordPress', usedFor: 'Publishing approved posts and pages.', auth: 'token', availability: 'soon' },
  { id: 'erp', kind: 'erp', name: 'ERP', usedFor: 'Products, stock and orders to ground campaigns in what you sell.', auth: 'token', availability: 'soon' },
];

export const CONNECTION_STATUSES = ['disconnected', 'connected', 'reconnecting', 'error'] as const;
export type ConnectionStatus = (typeof CONNECTION_STATUSES)[number];

export function isIntegrationProvider(value: string): value is IntegrationProviderId {
  return (INTEGRATION_PROVIDERS as readonly string[]).includes(value);
}

export function integrationProvider(id: IntegrationProviderId): IntegrationProvider {
  return INTEGRATION_CATALOGUE.find((p) => p.id === id)!;
}

/** A space's connection to one provider as the API shows it: never a secret. */
export interface ConnectionView {
  provider: IntegrationProviderId;
  kind: IntegrationKind;
  name: string;
  used_for: string;
  auth: IntegrationAuth;
  availability: 'available' | 'soon';
  status: ConnectionStatus;
  /** The provider's reason when the status is `error` (e.g. the token was revoked). */
  status_reason: string | null;
  /** The account the connection reads, in the provider's words (e.g. "Acme Ads (act_123)"). */
  account_label: string | null;
  checked_at: string | null;
  connected_at: string | null;
  connected_by: string | null;
  /** True when the server talks to the local sandbox instead of the provider (INTEGRATIONS_SANDBOX). */
  sandbox: boolean;
}
