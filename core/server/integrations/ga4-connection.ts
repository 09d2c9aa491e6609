import { inject, injectable } from 'inversify';
import { ConnectionRepository, type ConnectionRecord } from './connection-repository.ts';
import { SecretBox } from './secret-box.ts';
import { AnalyticsProvider, type AnalyticsDimension, type AnalyticsRow } from './analytics-provider.ts';
import { ProviderError, providerUnavailable } from './provider-error.ts';
import { connectionView } from './connection-view.ts';
import { CheckSpaceAccess } from '../spaces/check-space-access.ts';
import { AuditTrail } from '../ports/audit-trail.ts';
import { Clock } from '../ports/clock.ts';
import { IdGenerator } from '../ports/id-generator.ts';
import { AppUrl } from '../auth/mail-links.ts';
import { ServerError, ServerMessages } from '../errors.ts';
import { IntegrationsServerMessages } from './integrations-server-messages.ts';
import type { Principal } from '../auth/principal.ts';
import { isOrgAdmin } from '../../domain/roles.ts';
import { integrationProvider, type ConnectionView } from '../../domain/integrations/integrations.ts';
import { GA4_SCOPE, type AnalyticsAccountView, type AnalyticsBreakdownRow, type AnalyticsReportView, type AnalyticsTotals } from '../../domain/integrations/analytics.ts';
import { lastDays, previousPeriod, rangeProblem, type DateRangeView } from '../../domain/integrations/ad-performance.ts';

/** How long a Google sign-in may take between "Connect" and the callback. */
const STATE_TTL_MS = 10 * 60 * 1000;
const STATE_CONTEXT = 'oauth-state:ga4';
/** The SPA route Google sends the person back to (register it as the OAuth client's redirect URI). */
export const GA4_CALLBACK_PATH = '/ga4-setup';
const DEFAULT_DAYS = 28;
/** Google ends the grants of an app whose OAuth consent screen is in Testing status this long after they were given. */
const TESTING_GRANT_MS = 7 * 24 * 60 * 60 * 1000;
const BREAKDOWN_ROWS = 10;

interface OAuthState {
  u: string;
  s: string;
  v: string;
  e: number;
}

/**
 * Google Analytics 4 for a space: OAuth 2.0 with PKCE (the verifier travels sealed in `state`, bound to the
 * person and the space), the refresh token stored sealed, properties linked and one selected, and reports. When
 * Google refuses the refresh token the connection turns `error` and calls answer GA4_OAUTH_EXPIRED (401 on
 * /integrations/ga4/ paths, spec 8.1): the session itself stays signed in.
 */
@injectable()
export class Ga4Connection {
  /** Access tokens by connection, until shortly before Google's expiry (one process's cache). */
  private readonly accessTokens = new Map<string, { sealed: string; token: string; until: number }>();

  constructor(
    @inject(ConnectionRepository) private readonly connections: ConnectionRepository,
    @inject(SecretBox) private readonly box: SecretBox,
    @inject(AnalyticsProvider) private readonly google: AnalyticsProvider,
    @inject(CheckSpaceAccess) private readonly spaceAccess: CheckSpaceAccess,
    @inject(AuditTrail) private readonly audit: AuditTrail,
    @inject(Clock) private readonly clock: Clock,
    @inject(IdGenerator) private readonly ids: IdGenerator,
    @inject(AppUrl) private readonly appUrl: string,
  ) {}

  private get redirectUri(): string {
    return `${this.appUrl}${GA4_CALLBACK_PATH}`;
  }

  /** The Google sign-in address to send the person to (owners and admins). */
  async start(principal: Principal, spaceId: string): Promise<{ authorization_url: string }> {
    await this.manageable(principal, spaceId);
    if (!this.google.configured) throw new ServerError('INTEGRATION.NOT_CONFIGURED', IntegrationsServerMessages.ga4NotConfigured);
    const codeVerifier = this.google.newCodeVerifier();
    const payload: OAuthState = { u: principal.userId, s: spaceId, v: codeVerifier, e: this.clock.now().getTime() + STATE_TTL_MS };
    const state = this.box.seal(JSON.stringify(payload), STATE_CONTEXT);
    return { authorization_url: await this.google.authorizationUrl({ state, codeVerifier, redirectUri: this.redirectUri }) };
  }

  /** Google's callback (its query, passed on by the web app): checks the state, exchanges the code, stores the refresh token sealed. */
  async finish(principal: Principal, spaceId: string, callback: Record<string, string>): Promise<ConnectionView> {
    const space = await this.manageable(principal, spaceId);
    const state = this.openState(callback.state ?? '');
    if (!state || state.u !== principal.userId || state.s !== spaceId || state.e < this.clock.now().getTime()) {
      throw new ServerError('VALIDATION.INVALID', IntegrationsServerMessages.ga4StateInvalid, [{ loc: ['body', 'state'], msg: IntegrationsServerMessages.ga4StateInvalid, type: 'value_error' }]);
    }
    const provider = integrationProvider('ga4');
    let grant;
    try {
      grant = await this.google.exchangeCode({ callback: new URLSearchParams(callback), state: callback.state!, codeVerifier: state.v, redirectUri: this.redirectUri });
    } catch (error) {
      if (error instanceof ProviderError && error.failure === 'auth_refused') throw new ServerError('INTEGRATION.AUTH_REFUSED', IntegrationsServerMessages.ga4Denied(error.detail));
      if (error instanceof ProviderError) throw providerUnavailable(provider.name, error);
      throw error;
    }
    if (!grant.scopes.includes(GA4_SCOPE)) throw new ServerError('INTEGRATION.AUTH_REFUSED', IntegrationsServerMessages.ga4ScopeMissing);
    const existing = await this.connections.find(spaceId, 'ga4');
    const id = existing?.id ?? this.ids.next();
    const now = this.clock.now();
    const record: ConnectionRecord = {
      id,
      orgId: space.orgId,
      spaceId,
      provider: 'ga4',
      status: 'connected',
      statusReason: null,
      accountId: null,
      accountLabel: existing?.accountLabel ?? null,
      sealedSecret: this.box.seal(grant.refreshToken, id),
      keyId: this.box.currentKeyId,
      checkedAt: now,
      // Reconnecting keeps the properties the space had chosen.
      settings: existing?.settings ?? {},
      connectedAt: now,
      connectedBy: principal.userId,
    };
    await this.connections.save(record);
    this.accessTokens.set(id, { sealed: record.sealedSecret!, token: grant.accessToken, until: now.getTime() + (grant.expiresInSeconds - 60) * 1000 });
    await this.audit.record({ action: 'integration.connected', actorId: principal.userId, orgId: space.orgId, target: spaceId, details: { provider: 'ga4', replaced: Boolean(existing) } });
    return connectionView(provider, record, this.google.sandbox);
  }

  /** The Google account's GA4 accounts and properties, marked as linked and selected for this space (members read). */
  async accounts(principal: Principal, spaceId: string): Promise<AnalyticsAccountView[]> {
    await this.spaceAccess.execute(principal, spaceId);
    const connection = await this.connected(spaceId);
    const accounts = await this.call(connection, (token) => this.google.accountSummaries(token));
    const linked = new Set((connection.settings.linkedProperties ?? []).map((p) => p.id));
    return accounts.map((a) => ({
      id: a.id,
      name: a.name,
      properties: a.properties.map((p) => ({ id: p.id, name: p.name, linked: linked.has(p.id), selected: connection.settings.selectedProperty === p.id })),
    }));
  }

  /** Links properties to the space and selects the one its reports read (owners and admins). */
  async setProperties(principal: Principal, spaceId: string, linked: string[], selected: string | null): Promise<ConnectionView> {
    await this.manageable(principal, spaceId);
    const connection = await this.connected(spaceId);
    const accounts = await this.call(connection, (token) => this.google.accountSummaries(token));
    const known = new Map(accounts.flatMap((a) => a.properties.map((p) => [p.id, { id: p.id, name: p.name, account: a.name }] as const)));
    const unknown = linked.find((id) => !known.has(id));
    if (unknown) throw new ServerError('VALIDATION.INVALID', IntegrationsServerMessages.ga4UnknownProperty(unknown), [{ loc: ['body', 'linked'], msg: IntegrationsServerMessages.ga4UnknownProperty(unknown), type: 'value_error' }]);
    if (selected !== null && !linked.includes(selected)) throw new ServerError('VALIDATION.INVALID', IntegrationsServerMessages.ga4SelectLinked, [{ loc: ['body', 'selected'], msg: IntegrationsServerMessages.ga4SelectLinked, type: 'value_error' }]);
    const settings = { linkedProperties: [...new Set(linked)].map((id) => known.get(id)!), selectedProperty: selected };
    const label = selected ? `${known.get(selected)!.name} (${selected})` : null;
    const updated = { ...connection, settings, accountLabel: label, accountId: selected };
    await this.connections.save(updated);
    await this.audit.record({ action: 'integration.connected', actorId: principal.userId, orgId: connection.orgId, target: spaceId, details: { provider: 'ga4', linked: settings.linkedProperties.map((p) => p.id), selected } });
    return connectionView(integrationProvider('ga4'), updated, this.google.sandbox);
  }

  /** The selected property's report for a range against the period before it (members read). */
  async report(principal: Principal, spaceId: string, requested?: Partial<DateRangeView>): Promise<AnalyticsReportView> {
    await this.spaceAccess.execute(principal, spaceId);
    return this.reportForSpace(spaceId, requested);
  }

  /** The report for a space the caller already may read (the agents' figures). */
  async reportForSpace(spaceId: string, requested?: Partial<DateRangeView>): Promise<AnalyticsReportView> {
    const today = this.clock.now().toISOString().slice(0, 10);
    const range = requested?.since || requested?.until ? { since: requested.since ?? '', until: requested.until ?? '' } : lastDays(today, DEFAULT_DAYS);
    const problem = rangeProblem(range, today);
    if (problem) throw new ServerError('VALIDATION.INVALID', problem, [{ loc: ['query', 'since'], msg: problem, type: 'value_error' }]);
    const connection = await this.connected(spaceId);
    const property = connection.settings.linkedProperties?.find((p) => p.id === connection.settings.selectedProperty);
    if (!property) throw new ServerError('INTEGRATION.NOT_CONNECTED', IntegrationsServerMessages.ga4NoProperty);
    const previous = previousPeriod(range);
    const run = (r: DateRangeView, dimension?: AnalyticsDimension, limit?: number) => this.call(connection, (token) => this.google.report(token, property.id, r, dimension, limit));
    const [totals, previousTotals, byDay, byChannel, previousByChannel, byPage, bySource] = await Promise.all([
      run(range),
      run(previous),
      run(range, 'date'),
      run(range, 'channel', BREAKDOWN_ROWS),
      run(previous, 'channel', BREAKDOWN_ROWS),
      run(range, 'landing_page', BREAKDOWN_ROWS),
      run(range, 'source_medium', BREAKDOWN_ROWS),
    ]);
    return {
      property: { id: property.id, name: property.name },
      range,
      previous_range: previous,
      totals: toTotals(totals[0]),
      previous_totals: toTotals(previousTotals[0]),
      by_day: byDay.map((r) => ({ date: r.key, ...toTotals(r) })),
      by_channel: byChannel.map(toBreakdown),
      previous_by_channel: previousByChannel.map(toBreakdown),
      by_landing_page: byPage.map(toBreakdown),
      by_source_medium: bySource.map(toBreakdown),
      sandbox: this.google.sandbox,
    };
  }

  private async manageable(principal: Principal, spaceId: string) {
    const space = await this.spaceAccess.execute(principal, spaceId);
    if (!isOrgAdmin(principal.role)) throw new ServerError('PERMISSION.DENIED', ServerMessages.integrationsManagersOnly);
    return space;
  }

  private async connected(spaceId: string): Promise<ConnectionRecord> {
    const connection = await this.connections.find(spaceId, 'ga4');
    if (!connection?.sealedSecret) throw new ServerError('INTEGRATION.NOT_CONNECTED', ServerMessages.integrationNotConnected(integrationProvider('ga4').name));
    if (connection.status === 'error') throw new ServerError('INTEGRATION.GA4_OAUTH_EXPIRED', IntegrationsServerMessages.ga4OauthExpired);
    return connection;
  }

  private openState(sealed: string): OAuthState | null {
    try {
      const parsed = JSON.parse(this.box.open(sealed, STATE_CONTEXT)) as OAuthState;
      return typeof parsed.u === 'string' && typeof parsed.s === 'string' && typeof parsed.v === 'string' && typeof parsed.e === 'number' ? parsed : null;
    } catch {
      return null;
    }
  }

  /**
   * A Google call with a fresh access token. A refused refresh token (revoked, expired: `invalid_grant`) marks
   * the connection `error` and answers GA4_OAUTH_EXPIRED; an access token refused mid-way is renewed once.
   */
  private async call<T>(connection: ConnectionRecord, work: (accessToken: string) => Promise<T>): Promise<T> {
    for (let attempt = 0; ; attempt++) {
      const token = await this.accessToken(connection, attempt > 0);
      try {
        return await work(token);
      } catch (error) {
        if (!(error instanceof ProviderError)) throw error;
        if (error.failure === 'auth_refused' && attempt === 0) continue;
        if (error.failure === 'auth_refused') return this.expired(connection, error.detail);
        if (error.failure === 'not_found') throw new ServerError('INTEGRATION.NOT_CONNECTED', IntegrationsServerMessages.ga4NoProperty);
        throw providerUnavailable(integrationProvider('ga4').name, error);
      }
    }
  }

  private async accessToken(connection: ConnectionRecord, renew: boolean): Promise<string> {
    const now = this.clock.now().getTime();
    const cached = this.accessTokens.get(connection.id);
    if (!renew && cached && cached.sealed === connection.sealedSecret && cached.until > now) return cached.token;
    let refreshToken: string;
    try {
      refreshToken = this.box.open(connection.sealedSecret!, connection.id);
    } catch {
      return this.expired(connection, IntegrationsServerMessages.integrationSecretUnreadable);
    }
    try {
      const fresh = await this.google.refreshAccessToken(refreshToken);
      this.accessTokens.set(connection.id, { sealed: connection.sealedSecret!, token: fresh.accessToken, until: now + (fresh.expiresInSeconds - 60) * 1000 });
      return fresh.accessToken;
    } catch (error) {
      if (error instanceof ProviderError && error.failure === 'auth_refused') return this.expired(connection, this.refusedGrantReason(connection, error.detail));
      if (error instanceof ProviderError) throw providerUnavailable(integrationProvider('ga4').name, error);
      throw error;
    }
  }

  /**
   * Why Google refused the refresh token, for Connections. Google answers a grant ended by Testing status exactly
   * as a revoked one (`invalid_grant`), so a refusal 7 days or more after connecting also names that cause and
   * its fix: publishing the consent screen, without which connecting again lasts another week only.
   */
  private refusedGrantReason(connection: ConnectionRecord, reason: string): string {
    const age = this.clock.now().getTime() - connection.connectedAt.getTime();
    return age >= TESTING_GRANT_MS ? IntegrationsServerMessages.ga4GrantLapsedInTesting(reason) : reason;
  }

  /** Google no longer accepts this connection: Connections says why, and calls answer GA4_OAUTH_EXPIRED. */
  private async expired(connection: ConnectionRecord, reason: string): Promise<never> {
    this.accessTokens.delete(connection.id);
    await this.connections.setStatus(connection.id, 'error', reason, this.clock.now());
    throw new ServerError('INTEGRATION.GA4_OAUTH_EXPIRED', IntegrationsServerMessages.ga4OauthExpired);
  }
}

function toTotals(row: AnalyticsRow | undefined): AnalyticsTotals {
  return {
    sessions: row?.sessions ?? 0,
    users: row?.users ?? 0,
    new_users: row?.newUsers ?? 0,
    engagement_rate: row?.engagementRate ?? 0,
    key_events: row?.keyEvents ?? 0,
    revenue: row?.revenue ?? null,
  };
}

function toBreakdown(row: AnalyticsRow): AnalyticsBreakdownRow {
  return { label: row.key || '(not set)', sessions: row.sessions, users: row.users, key_events: row.keyEvents };
}
