import type { ServiceIdentifier } from 'inversify';

/**
 * The key side of a rotation. `begin` makes a new key the one that seals (with a data-folder keyring) or
 * confirms the operator's new SECRETS_KEY; old keys keep opening until `finish` drops those no row uses.
 */
export interface SecretsKeyRotation {
  begin(): Promise<{ keyId: string; source: 'env' | 'file' }>;
  finish(keyIdsInUse: Set<string>): Promise<{ retiredKeyIds: string[] }>;
}
export const SecretsKeyRotation: ServiceIdentifier<SecretsKeyRotation> = Symbol.for('server.SecretsKeyRotation');
