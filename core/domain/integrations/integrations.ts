/**
 * The integrations of the spec (section 7.5's "other integration paths"): who provides each kind, what the
 * product uses it for, and how a space connects it. The server's connections and the Connections screen
 * read this one table.
 */
export const INTEGRATION_KINDS = ['analytics', 'ad_platform', 'outreach', 'lead_search', 'publishing', 'erp'] as const;
export type IntegrationKind = (typeof INTEGRATION_KINDS)[number];

export const INTEGRATION_PROVIDERS = ['ga4', 'meta_ads', 'instantly', 'apollo', 'wordpress', 'ghost', 'odoo'] as const;
export type IntegrationProviderId = (typeof INTEGRATION_PROVIDERS)[number];

/** `oauth`: the person signs in at the provider; `token`: an owner or admin pastes an access token or API key. */
export type IntegrationAuth = 'oauth' | 'token';

/** What a token-based connection asks for; `access_token` is the one secret (token, API key or password). */
export type CredentialFieldId = 'access_token' | 'site_url' | 'username' | 'database';

export interface CredentialField {
  id: CredentialFieldId;
  label: string;
  /** Secret fields are sealed on the server, typed into password inputs and never shown again. */
  secret: boolean;
  placeholder: string;
  help: string;
}

export interface IntegrationProvider {
  id: IntegrationProviderId;
  kind: IntegrationKind;
  name: string;
  usedFor: string;
  auth: IntegrationAuth;
  /** `soon`: listed so people know it is coming; it cannot be connected yet. */
  availability: 'available' | 'soon';
  /** What the connect form asks for (token-based providers). */
  fields: readonly CredentialField[];
  /** True when a space may hold several connections to it and select one (ERP). */
  multiple: boolean;
}

const SITE_URL = (label: string, placeholder: string, help: string): CredentialField => ({ id: 'site_url', label, secret: false, placeholder, help });

export const INTEGRATION_CATALOGUE: readonly IntegrationProvider[] = [
  {
    id: 'ga4',
    kind: 'analytics',
    name: 'Google Analytics 4',
    usedFor: 'Sessions, users, key events and revenue by day, channel and landing page, for the Dashboard and the CMO and strategy agents.',
    auth: 'oauth',
    availability: 'available',
    fields: [],
    multiple: false,
  },
  {
    id: 'meta_ads',
    kind: 'ad_platform',
    name: 'Meta Ads',
    usedFor: 'Spend, impressions, clicks, CTR, CPC, conversions and ROAS by campaign and day, for the Dashboard and the CMO and strategy agents.',
    auth: 'token',
    availability: 'available',
    fields: [{ id: 'access_token', label: 'Access token', secret: true, placeholder: 'EAAB…', help: 'Stored encrypted and never shown again.' }],
    multiple: false,
  },
  {
    id: 'instantly',
    kind: 'outreach',
    name: 'Instantly',
    usedFor: 'Outreach campaigns: drafts with their sequence, leads, launch and pause, and daily sent, opened, replied and bounced figures.',
    auth: 'token',
    availability: 'available',
    fields: [{ id: 'access_token', label: 'API key', secret: true, placeholder: 'Instantly API v2 key', help: 'Instantly → Settings → Integrations → API keys (API v2, scopes for campaigns, leads and analytics).' }],
    multiple: false,
  },
  {
    id: 'apollo',
    kind: 'lead_search',
    name: 'Apollo',
    usedFor: 'Finding people by job title, seniority, company size, industry and location, saved to lead lists of the space.',
    auth: 'token',
    availability: 'available',
    fields: [{ id: 'access_token', label: 'API key', secret: true, placeholder: 'Apollo API key', help: 'Apollo → Settings → Integrations → API keys. Searching is free; enriching a lead spends your Apollo credits.' }],
    multiple: false,
  },
  {
    id: 'wordpress',
    kind: 'publishing',
    name: 'WordPress',
    usedFor: 'Sending answers and articles to your site as drafts, with categories and tags, for you to review and publish.',
    auth: 'token',
    availability: 'available',
    fields: [
      SITE_URL('Site address', 'https://blog.example.com', 'The address of your WordPress site (its REST API must be reachable).'),
      { id: 'username', label: 'Username', secret: false, placeholder: 'editor', help: 'The WordPress user the drafts are created as.' },
      { id: 'access_token', label: 'Application password', secret: true, placeholder: 'abcd efgh ijkl mnop qrst uvwx', help: 'Users → Profile → Application Passwords. Not your sign-in password.' },
    ],
    multiple: false,
  },
  {
    id: 'ghost',
    kind: 'publishing',
    name: 'Ghost',
    usedFor: 'Sending answers and articles to your Ghost site as drafts, for you to review and publish.',
    auth: 'token',
    availability: 'available',
    fields: [
      SITE_URL('Site address', 'https://example.ghost.io', 'The API URL shown with your custom integration.'),
      { id: 'access_token', label: 'Admin API key', secret: true, placeholder: '6489…:8f2c…', help: 'Ghost Admin → Settings → Integrations → Add custom integration → Admin API key (id:secret).' },
    ],
    multiple: false,
  },
  {
    id: 'odoo',
    kind: 'erp',
    name: 'Odoo',
    usedFor: 'Revenue and orders by day, product and customer from sales orders and invoices, for the Dashboard and the agents.',
    auth: 'token',
    availability: 'available',
    fields: [
      SITE_URL('Odoo address', 'https://mycompany.odoo.com', 'The address of your Odoo (version 19 or later, for the JSON-2 API).'),
      { id: 'database', label: 'Database', secret: false, placeholder: 'mycompany', help: 'The Odoo database to read.' },
      { id: 'access_token', label: 'API key', secret: true, placeholder: 'Odoo API key', help: 'Odoo → Preferences → Account Security → New API key.' },
    ],
    multiple: true,
  },
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

/** A token-based connection's credentials, the fields of its connect form; `account_id` picks an ad account. */
export type ConnectCredentials = Partial<Record<CredentialFieldId, string>> & { account_id?: string };
