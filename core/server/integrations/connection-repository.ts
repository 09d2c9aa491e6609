import type { ServiceIdentifier } from 'inversify';
import type { ConnectionStatus, IntegrationProviderId } from '../../domain/integrations/integrations.ts';

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
  /**
   * Tells a space's connections to one provider apart: '' (the default) for single-connection providers, the
   * account for those a space may connect several times (the catalogue's `multiple`, e.g. Odoo databases).
   */
  slot?: string;
  /** Read only: true for the connection chosen among several (`select`); `find` falls back to the oldest. */
  selected?: boolean;
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

/** The integrations' connections, one per space and provider (several for `multiple` providers). Kept outside the units of work, like agent settings. */
export interface ConnectionRepository {
  listForSpace(spaceId: string): Promise<ConnectionRecord[]>;
  /** The space's connection to the provider: the selected one (or else the oldest) when it has several. */
  find(spaceId: string, provider: IntegrationProviderId): Promise<ConnectionRecord | null>;
  /** Inserts, or replaces the space's connection to the same provider and slot. */
  save(connection: ConnectionRecord): Promise<void>;
  /** Every slot's connection to the provider is removed. */
  remove(spaceId: string, provider: IntegrationProviderId): Promise<boolean>;
  /** A space's connections to a provider it may connect several times, by their account's name (a stable order). */
  listForProvider(spaceId: string, provider: IntegrationProviderId): Promise<ConnectionRecord[]>;
  findById(spaceId: string, id: string): Promise<ConnectionRecord | null>;
  findBySlot(spaceId: string, provider: IntegrationProviderId, slot: string): Promise<ConnectionRecord | null>;
  removeById(spaceId: string, id: string): Promise<boolean>;
  /** Makes this connection the selected one among the space's connections to its provider, in one statement. */
  select(spaceId: string, provider: IntegrationProviderId, id: string): Promise<boolean>;
  setStatus(id: string, status: ConnectionStatus, reason: string | null, checkedAt: Date): Promise<void>;
  /** Up to `limit` connections whose secret is sealed with another key than `keyId` (a rotation's work list). */
  sealedWithOtherKey(keyId: string, limit: number): Promise<Pick<ConnectionRecord, 'id' | 'sealedSecret'>[]>;
  /** Replaces a secret with the same secret sealed again, only if it is still `previous` (a concurrent connect wins). */
  reseal(id: string, previous: string, sealed: string, keyId: string): Promise<boolean>;
  keyIdsInUse(): Promise<Set<string>>;
}
export const ConnectionRepository: ServiceIdentifier<ConnectionRepository> = Symbol.for('server.ConnectionRepository');
