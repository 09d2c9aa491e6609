import type { ServiceIdentifier } from 'inversify';

/**
 * Rows holding secrets sealed with the SecretBox (their row id as context) beyond the connections themselves,
 * e.g. external MCP servers' credentials: the secrets-key rotation re-seals them too.
 */
export interface ResealableSecrets {
  /** Up to `limit` rows whose secret is sealed with another key than `keyId`. */
  sealedWithOtherKey(keyId: string, limit: number): Promise<{ id: string; sealedSecret: string | null }[]>;
  /** Replaces a secret with the same secret sealed again, only if it is still `previous`. */
  reseal(id: string, previous: string, sealed: string, keyId: string): Promise<boolean>;
  keyIdsInUse(): Promise<Set<string>>;
}
/** Multi-injected (optional): every store of sealed secrets other than the connections. */
export const ResealableSecrets: ServiceIdentifier<ResealableSecrets> = Symbol.for('server.ResealableSecrets');
