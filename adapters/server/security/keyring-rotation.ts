import type { SecretsKeyRotation } from '../../../core/server/integrations/secrets-key-rotation.ts';
import type { AesGcmSecretBox } from './aes-gcm-secret-box.ts';
import { addCurrentKey, dropKeys } from './secrets-keyring.ts';

/**
 * Rotation over the keyring the box uses. With the data-folder keyring a new key is generated and kept beside
 * the old ones; with SECRETS_KEY the operator already set the new key (and the old one in SECRETS_KEY_PREVIOUS),
 * so `begin` only reports it and `finish` says which previous keys may now be removed from the environment.
 */
export class KeyringRotation implements SecretsKeyRotation {
  constructor(
    private readonly box: AesGcmSecretBox,
    private readonly dataDir: string,
  ) {}

  async begin() {
    const keyring = this.box.keyringInUse();
    if (keyring.source === 'file') this.box.use(addCurrentKey(keyring, this.dataDir));
    return { keyId: this.box.currentKeyId, source: keyring.source };
  }

  async finish(keyIdsInUse: Set<string>) {
    const keyring = this.box.keyringInUse();
    const retired = [...keyring.keys.keys()].filter((id) => id !== keyring.current.id && !keyIdsInUse.has(id));
    if (keyring.source === 'file') this.box.use(dropKeys(keyring, keyIdsInUse, this.dataDir));
    return { retiredKeyIds: retired };
  }
}
