import type { ServiceIdentifier } from 'inversify';
import type { ConnectionSettings } from './connection-repository.ts';
import type { IntegrationProviderId } from '../../domain/integrations/integrations.ts';

/** What a person typed into a token-based provider's connect form (the catalogue's `fields`). */
export interface ProviderCredentials {
  /** The one secret: access token, API key, application password or Admin API key. */
  secret: string;
  siteUrl?: string;
  username?: string;
  database?: string;
  /** The provider's account to read, when the secret may read several (Meta's ad accounts). */
  accountId?: string;
}

/** The account a secret was checked against, in the provider's words; `settings` keeps the non-secret fields. */
export interface VerifiedAccount {
  accountId: string;
  accountLabel: string;
  settings?: ConnectionSettings;
}

/**
 * Checks credentials with the provider before they are stored (a connection is only ever stored working).
 * One per token-based provider, multi-injected: ManageConnections picks the one for the provider. Throws
 * ProviderError (`auth_refused` for a refused key, `bad_address` for a site address we do not call).
 */
export interface CredentialVerifier {
  readonly provider: IntegrationProviderId;
  /** True when calls go to the local sandbox (INTEGRATIONS_SANDBOX). */
  readonly sandbox: boolean;
  verify(credentials: ProviderCredentials): Promise<VerifiedAccount>;
}
export const CredentialVerifier: ServiceIdentifier<CredentialVerifier> = Symbol.for('server.CredentialVerifier');
