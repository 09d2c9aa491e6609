import { inject, injectable, multiInject } from 'inversify';
import { ConnectionRepository, type ConnectionRecord } from './connection-repository.ts';
import { SecretBox } from './secret-box.ts';
import { AnalyticsProvider } from './analytics-provider.ts';
import { connectionView } from './connection-view.ts';
import { CredentialVerifier, type ProviderCredentials, type VerifiedAccount } from './credential-verifier.ts';
import { ProviderError, providerUnavailable } from './provider-error.ts';
import { CheckSpaceAccess } from '../spaces/check-space-access.ts';
import { AuditTrail } from '../ports/audit-trail.ts';
import { Clock } from '../ports/clock.ts';
import { IdGenerator } from '../ports/id-generator.ts';
import { ServerError, ServerMessages } from '../errors.ts';
import { IntegrationsServerMessages } from './integrations-server-messages.ts';
import type { Principal } from '../auth/principal.ts';
import { isOrgAdmin } from '../../domain/roles.ts';
import {
  INTEGRATION_CATALOGUE,
  integrationProvider,
  isIntegrationProvider,
  type ConnectionView,
  type IntegrationProvider,
  type IntegrationProviderId,
} from '../../domain/integrations/integrations.ts';

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
    @multiInject(CredentialVerifier) private readonly verifiers: CredentialVerifier[],
    @inject(AnalyticsProvider) private readonly analytics: AnalyticsProvider,
    @inject(CheckSpaceAccess) private readonly spaceAccess: CheckSpaceAccess,
    @inject(AuditTrail) private readonly audit: AuditTrail,
    @inject(Clock) private readonly clock: Clock,
    @inject(IdGenerator) private readonly ids: IdGenerator,
  ) {}

  /** Every provider of the catalogue, with this space's connection to it or `disconnected`. */
  async list(principal: Principal, spaceId: string): Promise<ConnectionView[]> {
    await this.spaceAccess.execute(principal, spaceId);
    const stored = new Map<IntegrationProviderId, ConnectionRecord>();
    // Of a provider's several connections (Odoo), the selected one stands for it, else the oldest.
    for (const c of await this.connections.listForSpace(spaceId)) {
      const held = stored.get(c.provider);
      if (!held || (c.selected && !held.selected) || (!held.selected && !c.selected && c.connectedAt < held.connectedAt)) stored.set(c.provider, c);
    }
    return INTEGRATION_CATALOGUE.map((provider) => this.view(provider, stored.get(provider.id) ?? null));
  }

  /**
   * Connects a token-based provider: the credentials are checked with the provider first (its verifier), so a
   * connection is only ever stored working. Connecting again replaces the secret.
   */
  async connectWithToken(principal: Principal, spaceId: string, providerId: string, input: ProviderCredentials): Promise<ConnectionView> {
    const space = await this.manageable(principal, spaceId);
    const provider = this.provider(providerId);
    if (provider.availability !== 'available') throw new ServerError('INTEGRATION.NOT_AVAILABLE', ServerMessages.integrationSoon(provider.name));
    if (provider.auth !== 'token') throw new ServerError('VALIDATION.INVALID', IntegrationsServerMessages.integrationNeedsToken(provider.name));
    const credentials = this.checkedCredentials(provider, input);
    const verifier = this.verifiers.find((v) => v.provider === provider.id);
    if (!verifier) throw new ServerError('INTEGRATION.NOT_AVAILABLE', ServerMessages.integrationSoon(provider.name));
    let account: VerifiedAccount;
    try {
      account = await this.call(provider, () => verifier.verify(credentials));
    } catch (error) {
      // Meta's "no such ad account" names the field that was wrong.
      if (error instanceof ProviderError && error.failure === 'not_found') {
        throw new ServerError('VALIDATION.INVALID', IntegrationsServerMessages.integrationUnknownAccount(provider.name), [
          { loc: ['body', 'account_id'], msg: IntegrationsServerMessages.integrationUnknownAccount(provider.name), type: 'value_error' },
        ]);
      }
      throw error;
    }
    const now = this.clock.now();
    // A provider a space connects several times (Odoo) keeps one connection per account: the account is its slot,
    // so connecting the same account again replaces that one's secret and another account adds a connection.
    const slot = provider.multiple ? account.accountId : '';
    const existing = provider.multiple ? await this.connections.findBySlot(spaceId, provider.id, slot) : await this.connections.find(spaceId, provider.id);
    const first = provider.multiple && !(await this.connections.find(spaceId, provider.id));
    const id = existing?.id ?? this.ids.next();
    const record: ConnectionRecord = {
      id,
      orgId: space.orgId,
      spaceId,
      provider: provider.id,
      slot,
      status: 'connected',
      statusReason: null,
      accountId: account.accountId,
      accountLabel: account.accountLabel,
      // Sealed with the connection's id as context: the ciphertext opens only in this row.
      sealedSecret: this.box.seal(credentials.secret, id),
      keyId: this.box.currentKeyId,
      checkedAt: now,
      settings: { ...(existing?.settings.preferences ? { preferences: existing.settings.preferences } : {}), ...(account.settings ?? {}) },
      connectedAt: now,
      connectedBy: principal.userId,
    };
    await this.connections.save(record);
    // The first of several is the one reads use until an owner selects another (connecting again keeps the choice).
    if (first) await this.connections.select(spaceId, provider.id, id);
    await this.audit.record({
      action: 'integration.connected',
      actorId: principal.userId,
      orgId: space.orgId,
      target: spaceId,
      details: { provider: provider.id, account: account.accountId, replaced: Boolean(existing) },
    });
    return this.view(provider, record);
  }

  /** The form's fields as the catalogue asks for them: present, trimmed, bounded; field errors otherwise. */
  private checkedCredentials(provider: IntegrationProvider, input: ProviderCredentials): ProviderCredentials {
    const problems: { loc: string[]; msg: string; type: string }[] = [];
    const out: ProviderCredentials = { secret: '' };
    for (const field of provider.fields) {
      const raw = field.id === 'access_token' ? input.secret : field.id === 'site_url' ? input.siteUrl : field.id === 'username' ? input.username : input.database;
      // Application passwords are shown with spaces; WordPress accepts them with or without.
      const value = (raw ?? '').trim();
      const loc = ['body', field.id];
      if (!value) problems.push({ loc, msg: `Enter the ${field.label.toLowerCase()}`, type: 'missing' });
      else if (value.length > (field.secret ? MAX_TOKEN_LENGTH : 500)) problems.push({ loc, msg: `The ${field.label.toLowerCase()} is too long`, type: 'value_error' });
      else if (field.secret && provider.id !== 'wordpress' && /\s/.test(value)) problems.push({ loc, msg: 'Paste the access token as the provider shows it', type: 'value_error' });
      else if (field.id === 'site_url' && !/^https?:\/\/[^\s]+$/i.test(value)) problems.push({ loc, msg: 'Enter the address starting with https://', type: 'value_error' });
      if (field.id === 'access_token') out.secret = value;
      if (field.id === 'site_url') out.siteUrl = value;
      if (field.id === 'username') out.username = value;
      if (field.id === 'database') out.database = value;
    }
    if (problems.length) throw new ServerError('VALIDATION.INVALID', problems[0]!.msg, problems);
    if (input.accountId) out.accountId = input.accountId;
    return out;
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
    if (!isIntegrationProvider(id)) throw new ServerError('INTEGRATION.UNKNOWN_PROVIDER', IntegrationsServerMessages.unknownIntegration(id));
    return integrationProvider(id as IntegrationProviderId);
  }

  /** A provider call with its failures in our catalogue: a refusal is the caller's to fix, the rest is the provider's. */
  private async call<T>(provider: IntegrationProvider, work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (!(error instanceof ProviderError)) throw error;
      if (error.failure === 'auth_refused') throw new ServerError('INTEGRATION.AUTH_REFUSED', IntegrationsServerMessages.integrationRefused(provider.name, error.detail));
      if (error.failure === 'bad_address') {
        throw new ServerError('VALIDATION.INVALID', error.detail, [{ loc: ['body', 'site_url'], msg: error.detail, type: 'value_error' }]);
      }
      if (error.failure === 'not_found') throw error;
      throw providerUnavailable(provider.name, error);
    }
  }

  private view(provider: IntegrationProvider, connection: ConnectionRecord | null): ConnectionView {
    const sandbox = provider.kind === 'analytics' ? this.analytics.sandbox : (this.verifiers.find((v) => v.provider === provider.id)?.sandbox ?? false);
    return connectionView(provider, connection, sandbox);
  }
}
