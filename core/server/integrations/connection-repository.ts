import type { ServiceIdentifier } from 'inversify';
import type { ConnectionStatus, IntegrationProviderId } from '../../domain/integrations.ts';

/** What a space chose at the provider: GA4's properties linked to the space, and the one its reports read. */
export interface ConnectionSettings {
  linkedProperties?: { id: string; name: string; account: string }[];
  selectedProperty?: string | null;
  /** The non-secret fields of a site-based provider (WordPress, Ghost, Odoo): its address, user and database. */
  site?: { url: string; username?: string; database?: string };
  /** A provider's own choices (e.g. Instantly's sending accounts and defaults), JSON the provider's use cases own. */
  preferences?: Record<string, unknown>;
}

/** A space's connection to a provider as stored: the secret only sealed (SecretBox), with its key's id. */
export interface ConnectionRecord {
  id: string;
  orgId: string;
  spaceId: string;
  provider: IntegrationProviderId;
  status: ConnectionStatus;
  statusReason: string | null;
  /** The provider's id of the account read (e.g. `act_123`), and its name for people. */
  accountId: string | null;
  accountLabel: string | null;
  sealedSecret: string | null;
  keyId: string | null;
  checkedAt: Date | null;
  settings: ConnectionSettings;
  connectedAt: Date;
  connectedBy: string;
}

/** The integrations' connections, one per space and provider. Kept outside the units of work, like agent settings. */
export interface ConnectionRepository {
  listForSpace(spaceId: string): Promise<ConnectionRecord[]>;
  find(spaceId: string, provider: IntegrationProviderId): Promise<ConnectionRecord | null>;
  /** Inserts, or replaces the space's connection to the same provider. */
  save(connection: ConnectionRecord): Promise<void>;
  remove(spaceId: string, provider: IntegrationProviderId): Promise<boolean>;
  setStatus(id: string, status: ConnectionStatus, reason: string | null, checkedAt: Date): Promise<void>;
  /** Up to `limit` connections whose secret is sealed with another key than `keyId` (a rotation's work list). */
  sealedWithOtherKey(keyId: string, limit: number): Promise<Pick<ConnectionRecord, 'id' | 'sealedSecret'>[]>;
  /** Replaces a secret with the same secret sealed again, only if it is still `previous` (a concurrent connect wins). */
  reseal(id: string, previous: string, sealed: string, keyId: string): Promise<boolean>;
  keyIdsInUse(): Promise<Set<string>>;
}
export const ConnectionRepository: ServiceIdentifier<ConnectionRepository> = Symbol.for('server.ConnectionRepository');
