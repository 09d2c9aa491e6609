import { inject, injectable } from 'inversify';
import { ConnectionRepository, type ConnectionRecord } from './connection-repository.ts';
import { SecretBox } from './secret-box.ts';
import { AdPlatformProvider } from './ad-platform-provider.ts';
import { AnalyticsProvider } from './analytics-provider.ts';
import { connectionView } from './connection-view.ts';
import { ProviderError, providerUnavailable } from './provider-error.ts';
import { CheckSpaceAccess } from '../spaces/check-space-access.ts';
import { AuditTrail } from '../ports/audit-trail.ts';
import { Clock } from '../ports/clock.ts';
import { IdGenerator } from '../ports/id-generator.ts';
import { ServerError, ServerMessages } from '../errors.ts';
import type { Principal } from '../auth/principal.ts';
import { isOrgAdmin } from '../../domain/roles.ts';
import {
  INTEGRATION_CATALOGUE,
  integrationProvider,
  isIntegrationProvider,
  type ConnectionView,
  type IntegrationProvider,
  type IntegrationProviderId,
} from '../../domain/integrations.ts';

const MAX_TOKEN_LENGTH = 4096;

/**
 * A space's connections: members read them, owners and admins connect and disconnect. Secrets are sealed
 * before they are stored and never leave the server; every change goes to the audit log.
 */
@injectable()
export class ManageConnections {
  constructor(
    @inject(ConnectionRepository) private readonly connections: ConnectionRepository,
    @inject(SecretBox) private readonly box: SecretBox,
    @inject(AdPlatformProvider) private readonly ads: AdPlatformProvider,
    @inject(AnalyticsProvider) private readonly analytics: AnalyticsProvider,
    @inject(CheckSpaceAccess) private readonly spaceAccess: CheckSpaceAccess,
    @inject(AuditTrail) private readonly audit: AuditTrail,
    @inject(Clock) private readonly clock: Clock,
    @inject(IdGenerator) private readonly ids: IdGenerator,
  ) {}

  /** Every provider of the catalogue, with this space's connection to it or `disconnected`. */
  async list(principal: Principal, spaceId: string): Promise<ConnectionView[]> {
    await this.spaceAccess.execute(principal, spaceId);
    const stored = new Map((await this.connections.listForSpace(spaceId)).map((c) => [c.provider, c]));
    return INTEGRATION_CATALOGUE.map((provider) => this.view(provider, stored.get(provider.id) ?? null));
  }

  /**
   * Connects a token-based provider: the token is checked with the provider first (an ad account it may
   * read), so a connection is only ever stored working. Connecting again replaces the token.
   */
  async connectWithToken(principal: Principal, spaceId: string, providerId: string, token: string, accountId?: string): Promise<ConnectionView> {
    const space = await this.manageable(principal, spaceId);
    const provider = this.provider(providerId);
    if (provider.availability !== 'available') throw new ServerError('INTEGRATION.NOT_AVAILABLE', ServerMessages.integrationSoon(provider.name));
    if (provider.auth !== 'token') throw new ServerError('VALIDATION.INVALID', ServerMessages.integrationNeedsToken(provider.name));
    const accessToken = token.trim();
    if (!accessToken || accessToken.length > MAX_TOKEN_LENGTH || /\s/.test(accessToken)) {
      throw new ServerError('VALIDATION.INVALID', 'Paste the access token as the provider shows it', [
        { loc: ['body', 'access_token'], msg: 'Paste the access token as the provider shows it', type: 'value_error' },
      ]);
    }
    const accounts = await this.call(provider, () => this.ads.adAccounts(accessToken));
    if (accounts.length === 0) throw new ServerError('INTEGRATION.AUTH_REFUSED', ServerMessages.integrationNoAccounts(provider.name));
    const account = accountId ? accounts.find((a) => a.id === accountId) : accounts[0];
    if (!account) {
      throw new ServerError('VALIDATION.INVALID', ServerMessages.integrationUnknownAccount(provider.name), [
        { loc: ['body', 'account_id'], msg: ServerMessages.integrationUnknownAccount(provider.name), type: 'value_error' },
      ]);
    }
    const now = this.clock.now();
    const existing = await this.connections.find(spaceId, provider.id);
    const id = existing?.id ?? this.ids.next();
    const record: ConnectionRecord = {
      id,
      orgId: space.orgId,
      spaceId,
      provider: provider.id,
      status: 'connected',
      statusReason: null,
      accountId: account.id,
      accountLabel: `${account.name} (${account.id})`,
      // Sealed with the connection's id as context: the ciphertext opens only in this row.
      sealedSecret: this.box.seal(accessToken, id),
      keyId: this.box.currentKeyId,
      checkedAt: now,
      settings: {},
      connectedAt: now,
      connectedBy: principal.userId,
    };
    await this.connections.save(record);
    await this.audit.record({
      action: 'integration.connected',
      actorId: principal.userId,
      orgId: space.orgId,
      target: spaceId,
      details: { provider: provider.id, account: account.id, replaced: Boolean(existing) },
    });
    return this.view(provider, record);
  }

  async disconnect(principal: Principal, spaceId: string, providerId: string): Promise<ConnectionView> {
    const space = await this.manageable(principal, spaceId);
    const provider = this.provider(providerId);
    const removed = await this.connections.remove(spaceId, provider.id);
    if (!removed) throw new ServerError('INTEGRATION.NOT_CONNECTED', ServerMessages.integrationNotConnected(provider.name));
    await this.audit.record({ action: 'integration.disconnected', actorId: principal.userId, orgId: space.orgId, target: spaceId, details: { provider: provider.id } });
    return this.view(provider, null);
  }

  private async manageable(principal: Principal, spaceId: string) {
    const space = await this.spaceAccess.execute(principal, spaceId);
    if (!isOrgAdmin(principal.role)) throw new ServerError('PERMISSION.DENIED', ServerMessages.integrationsManagersOnly);
    return space;
  }

  private provider(id: string): IntegrationProvider {
    if (!isIntegrationProvider(id)) throw new ServerError('INTEGRATION.UNKNOWN_PROVIDER', ServerMessages.unknownIntegration(id));
    return integrationProvider(id as IntegrationProviderId);
  }

  /** A provider call with its failures in our catalogue: a refusal is the caller's to fix, the rest is the provider's. */
  private async call<T>(provider: IntegrationProvider, work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (!(error instanceof ProviderError)) throw error;
      if (error.failure === 'auth_refused') throw new ServerError('INTEGRATION.AUTH_REFUSED', ServerMessages.integrationRefused(provider.name, error.detail));
      throw providerUnavailable(provider.name, error);
    }
  }

  private view(provider: IntegrationProvider, connection: ConnectionRecord | null): ConnectionView {
    const sandbox = provider.kind === 'ad_platform' ? this.ads.sandbox : provider.kind === 'analytics' ? this.analytics.sandbox : false;
    return connectionView(provider, connection, sandbox);
  }
}
