import { inject, injectable } from 'inversify';
import { ConnectionRepository, type ConnectionRecord } from './connection-repository.ts';
import { SecretBox } from './secret-box.ts';
import { ProviderError, providerUnavailable } from './provider-error.ts';
import { Clock } from '../ports/clock.ts';
import { ServerError, ServerMessages } from '../errors.ts';
import { IntegrationsServerMessages } from './integrations-server-messages.ts';
import { integrationProvider, type IntegrationProviderId } from '../../domain/integrations/integrations.ts';

/** A working connection opened for one call: its record and its secret, never stored or logged elsewhere. */
export interface OpenConnection {
  record: ConnectionRecord;
  secret: string;
}

/**
 * Opens a space's connection to a token-based provider and runs provider calls through it, the same way for
 * every provider: not connected and "reconnect needed" in the catalogue's words; a key the provider refuses
 * turns the connection to `error` with the provider's reason (Connections then says why and offers to
 * reconnect); other failures are the provider's (503 with its Retry-After). Callers check space access first.
 */
@injectable()
export class ConnectedAccounts {
  constructor(
    @inject(ConnectionRepository) private readonly connections: ConnectionRepository,
    @inject(SecretBox) private readonly box: SecretBox,
    @inject(Clock) private readonly clock: Clock,
  ) {}

  /** The space's connection, or null when there is none (for reads that say "connect X" instead of failing). */
  async find(spaceId: string, providerId: IntegrationProviderId): Promise<ConnectionRecord | null> {
    return this.connections.find(spaceId, providerId);
  }

  /**
   * Whether the space's connection is working: what the agents' tools ask before they offer themselves, and what
   * an answer names when it is not (a connection in `error` needs reconnecting first).
   */
  async isConnected(spaceId: string, providerId: IntegrationProviderId): Promise<boolean> {
    return (await this.connections.find(spaceId, providerId))?.status === 'connected';
  }

  async open(spaceId: string, providerId: IntegrationProviderId): Promise<OpenConnection> {
    const provider = integrationProvider(providerId);
    const record = await this.connections.find(spaceId, providerId);
    if (!record || !record.sealedSecret) throw new ServerError('INTEGRATION.NOT_CONNECTED', ServerMessages.integrationNotConnected(provider.name));
    return this.openRecord(record);
  }

  /** One connection found another way (one of a space's several Odoo connections, by id). */
  async openRecord(record: ConnectionRecord): Promise<OpenConnection> {
    const provider = integrationProvider(record.provider);
    if (!record.sealedSecret) throw new ServerError('INTEGRATION.NOT_CONNECTED', ServerMessages.integrationNotConnected(provider.name));
    if (record.status === 'error') throw new ServerError('INTEGRATION.RECONNECT_NEEDED', IntegrationsServerMessages.integrationReconnect(provider.name, record.statusReason ?? 'the last check failed'));
    return { record, secret: await this.openSecret(record) };
  }

  /** Runs `work` with the opened connection and records the outcome on it. */
  async call<T>(connection: OpenConnection, work: (secret: string) => Promise<T>): Promise<T> {
    const provider = integrationProvider(connection.record.provider);
    try {
      const result = await work(connection.secret);
      if (connection.record.status !== 'connected' || connection.record.statusReason) {
        await this.connections.setStatus(connection.record.id, 'connected', null, this.clock.now());
      }
      return result;
    } catch (error) {
      if (!(error instanceof ProviderError)) throw error;
      if (error.failure === 'auth_refused') {
        await this.connections.setStatus(connection.record.id, 'error', error.detail, this.clock.now());
        throw new ServerError('INTEGRATION.RECONNECT_NEEDED', IntegrationsServerMessages.integrationReconnect(provider.name, error.detail));
      }
      if (error.failure === 'not_found') throw new ServerError('INTEGRATION.NOT_FOUND', IntegrationsServerMessages.integrationNotFound(provider.name, error.detail));
      if (error.failure === 'bad_address') throw new ServerError('VALIDATION.INVALID', error.detail);
      throw providerUnavailable(provider.name, error);
    }
  }

  private async openSecret(record: ConnectionRecord): Promise<string> {
    try {
      return this.box.open(record.sealedSecret!, record.id);
    } catch {
      // Its key is gone (a lost keyring): only connecting again helps.
      await this.connections.setStatus(record.id, 'error', IntegrationsServerMessages.integrationSecretUnreadable, this.clock.now());
      throw new ServerError('INTEGRATION.RECONNECT_NEEDED', IntegrationsServerMessages.integrationReconnect(integrationProvider(record.provider).name, IntegrationsServerMessages.integrationSecretUnreadable));
    }
  }
}
