import { inject, injectable } from 'inversify';
import { action, makeObservable, observableRef, runInAction } from 'mobx';
import type { Resettable } from '../stores/store-registry.ts';
import { ApiClient } from '../api/api-client.ts';
import { storeError } from '../store-error.ts';
import { Messages } from '../../domain/messages.ts';
import type { ConnectionView, CredentialFieldId, IntegrationProviderId } from '../../domain/integrations/integrations.ts';
import { IntegrationsApi } from '../../domain/integrations/integrations-api.ts';
import { IntegrationsMessages } from './integrations-messages.ts';

/**
 * The current space's connections to outside services (one per provider of the catalogue). Observable: the
 * Connections screen, the Dashboard and the sidebar read the one list, so a connect shows everywhere at once.
 */
@injectable()
export class ConnectionsStore implements Resettable {
  readonly storeName = 'connections';
  connections: ConnectionView[] = [];

  constructor(@inject(ApiClient) private readonly api: ApiClient) {
    makeObservable<this, 'replace'>(this, { connections: observableRef, reset: action, replace: action });
  }

  reset(): void {
    this.connections = [];
  }

  connection(provider: IntegrationProviderId): ConnectionView | undefined {
    return this.connections.find((c) => c.provider === provider);
  }

  async fetch(): Promise<ConnectionView[]> {
    try {
      const connections = await this.api.call(IntegrationsApi.connections, {});
      runInAction(() => (this.connections = connections));
      return connections;
    } catch (error) {
      throw storeError(error, Messages.fetchConnectionsFailed);
    }
  }

  /**
   * Connects a token-based provider (owners and admins) with the fields of its connect form (`access_token`,
   * and `site_url`, `username`, `database` where it asks for them); the server checks them with the provider first.
   */
  async connectWithToken(provider: IntegrationProviderId, credentials: Partial<Record<CredentialFieldId, string>>): Promise<ConnectionView> {
    try {
      const connection = await this.api.call(IntegrationsApi.connect, { provider }, credentials);
      this.replace(connection);
      return connection;
    } catch (error) {
      throw storeError(error, IntegrationsMessages.connectIntegrationFailed);
    }
  }

  async disconnect(provider: IntegrationProviderId): Promise<ConnectionView> {
    try {
      const connection = await this.api.call(IntegrationsApi.disconnect, { provider });
      this.replace(connection);
      return connection;
    } catch (error) {
      throw storeError(error, IntegrationsMessages.disconnectIntegrationFailed);
    }
  }

  private replace(connection: ConnectionView): void {
    this.connections = this.connections.some((c) => c.provider === connection.provider)
      ? this.connections.map((c) => (c.provider === connection.provider ? connection : c))
      : [...this.connections, connection];
  }
}
