import type { ServiceIdentifier } from 'inversify';

/**
 * Encrypts the secrets of integrations (OAuth refresh tokens, API keys) before they are stored. `context`
 * binds a sealed secret to its row (the connection's id): a ciphertext copied into another row does not open.
 */
export interface SecretBox {
  /** The id of the key new secrets are sealed with (kept beside them, for rotation). */
  readonly currentKeyId: string;
  seal(plain: string, context: string): string;
  /** The secret, or an error if the key is unknown or the ciphertext or its context were changed. */
  open(sealed: string, context: string): string;
  /** The key id a sealed secret was sealed with. */
  keyIdOf(sealed: string): string;
}
export const SecretBox: ServiceIdentifier<SecretBox> = Symbol.for('server.SecretBox');
