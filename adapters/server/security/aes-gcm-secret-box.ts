import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import type { SecretBox } from '../../../core/server/integrations/secret-box.ts';
import type { SecretsKeyring } from './secrets-keyring.ts';

const VERSION = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;

/**
 * AES-256-GCM with a fresh 96-bit IV per secret and the row's context as additional data. Sealed form:
 * `v1.<key id>.<iv>.<ciphertext>.<tag>` (base64url), so a rotation knows which key opens each row.
 */
export class AesGcmSecretBox implements SecretBox {
  constructor(private keyring: SecretsKeyring) {}

  /** The keyring after a rotation step (KeyringRotation). */
  use(keyring: SecretsKeyring): void {
    this.keyring = keyring;
  }

  keyringInUse(): SecretsKeyring {
    return this.keyring;
  }

  get currentKeyId(): string {
    return this.keyring.current.id;
  }

  seal(plain: string, context: string): string {
    const { id, key } = this.keyring.current;
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', key, iv);
    cipher.setAAD(Buffer.from(context, 'utf8'));
    const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return [VERSION, id, iv.toString('base64url'), body.toString('base64url'), cipher.getAuthTag().toString('base64url')].join('.');
  }

  open(sealed: string, context: string): string {
    const parts = sealed.split('.');
    if (parts.length !== 5 || parts[0] !== VERSION) throw new Error('Not a sealed secret');
    const [, id, iv, body, tag] = parts as [string, string, string, string, string];
    const key = this.keyring.keys.get(id);
    if (!key) throw new Error(`Sealed with an unknown key (${id})`);
    const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
    decipher.setAAD(Buffer.from(context, 'utf8'));
    const tagBytes = Buffer.from(tag, 'base64url');
    if (tagBytes.length !== TAG_BYTES) throw new Error('Not a sealed secret');
    decipher.setAuthTag(tagBytes);
    // Throws when the ciphertext, the tag or the context were changed: never returns tampered text.
    return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
  }

  keyIdOf(sealed: string): string {
    const parts = sealed.split('.');
    if (parts.length !== 5 || parts[0] !== VERSION) throw new Error('Not a sealed secret');
    return parts[1]!;
  }
}
