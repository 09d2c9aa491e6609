import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { AesGcmSecretBox } from '../../../adapters/server/security/aes-gcm-secret-box.ts';
import { KeyringRotation } from '../../../adapters/server/security/keyring-rotation.ts';
import { resolveSecretsKeyring } from '../../../adapters/server/security/secrets-keyring.ts';

const dirs: string[] = [];
function dataDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'mw-secrets-'));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** Integration secrets are encrypted at rest with AES-256-GCM under a key with an id, for rotation. */
describe('the secret box', () => {
  it('seals a token so the stored text contains none of it, and opens it only in its own row', () => {
    const box = new AesGcmSecretBox(resolveSecretsKeyring({}, dataDir()));
    const token = 'EAAGm0PX4ZCpsBAKZAsecret-token-1234567890';
    const sealed = box.seal(token, 'connection-1');
    expect(sealed).not.toContain(token);
    expect(sealed).not.toContain('secret-token');
    expect(sealed.startsWith(`v1.${box.currentKeyId}.`)).toBe(true);
    expect(box.open(sealed, 'connection-1')).toBe(token);
    // Copied into another row, it does not open.
    expect(() => box.open(sealed, 'connection-2')).toThrow();
    // Two seals of the same token differ (a fresh IV each time).
    expect(box.seal(token, 'connection-1')).not.toBe(sealed);
  });

  it('refuses a changed ciphertext or tag, an unknown key and a malformed value', () => {
    const box = new AesGcmSecretBox(resolveSecretsKeyring({}, dataDir()));
    const parts = box.seal('token', 'c').split('.');
    const flip = (s: string) => (s[0] === 'A' ? `B${s.slice(1)}` : `A${s.slice(1)}`);
    expect(() => box.open([parts[0], parts[1], parts[2], flip(parts[3]!), parts[4]].join('.'), 'c')).toThrow();
    expect(() => box.open([parts[0], parts[1], parts[2], parts[3], flip(parts[4]!)].join('.'), 'c')).toThrow();
    expect(() => box.open([parts[0], 'abcdefabcdef', parts[2], parts[3], parts[4]].join('.'), 'c')).toThrow(/unknown key/);
    expect(() => box.open('plain text', 'c')).toThrow(/Not a sealed secret/);
  });

  it('keeps a generated key in the data folder, readable by the owner only, and reuses it on restart', () => {
    const dir = dataDir();
    const first = new AesGcmSecretBox(resolveSecretsKeyring({}, dir));
    const sealed = first.seal('token', 'c');
    expect(statSync(join(dir, 'secrets-keyring.json')).mode & 0o777).toBe(0o600);
    const again = new AesGcmSecretBox(resolveSecretsKeyring({}, dir));
    expect(again.currentKeyId).toBe(first.currentKeyId);
    expect(again.open(sealed, 'c')).toBe('token');
  });

  it('takes SECRETS_KEY from the environment (hex or base64, 32 bytes) and refuses a short one', () => {
    const hex = 'a'.repeat(64);
    const fromHex = new AesGcmSecretBox(resolveSecretsKeyring({ current: hex }, dataDir()));
    const fromBase64 = new AesGcmSecretBox(resolveSecretsKeyring({ current: Buffer.from(hex, 'hex').toString('base64') }, dataDir()));
    expect(fromHex.currentKeyId).toBe(fromBase64.currentKeyId);
    expect(fromBase64.open(fromHex.seal('t', 'c'), 'c')).toBe('t');
    expect(() => resolveSecretsKeyring({ current: 'too-short' }, dataDir())).toThrow(/SECRETS_KEY must be 32 bytes/);
  });

  it('opens secrets of SECRETS_KEY_PREVIOUS while a rotation re-seals them', () => {
    const oldKey = 'b'.repeat(64);
    const before = new AesGcmSecretBox(resolveSecretsKeyring({ current: oldKey }, dataDir()));
    const sealed = before.seal('t', 'c');
    const after = new AesGcmSecretBox(resolveSecretsKeyring({ current: 'c'.repeat(64), previous: oldKey }, dataDir()));
    expect(after.currentKeyId).not.toBe(before.currentKeyId);
    expect(after.open(sealed, 'c')).toBe('t');
  });

  it('rotates the data-folder key: a new current key, the old kept until no row uses it, then dropped from the file', async () => {
    const dir = dataDir();
    const box = new AesGcmSecretBox(resolveSecretsKeyring({}, dir));
    const oldId = box.currentKeyId;
    const sealed = box.seal('t', 'c');
    const rotation = new KeyringRotation(box, dir);
    const { keyId } = await rotation.begin();
    expect(keyId).not.toBe(oldId);
    expect(box.open(sealed, 'c')).toBe('t');
    // Still in use: kept.
    expect((await rotation.finish(new Set([oldId, keyId]))).retiredKeyIds).toEqual([]);
    expect(JSON.parse(readFileSync(join(dir, 'secrets-keyring.json'), 'utf8')).keys).toHaveLength(1);
    // No longer in use: dropped, and a restart no longer knows it.
    expect((await rotation.finish(new Set([keyId]))).retiredKeyIds).toEqual([oldId]);
    const restarted = new AesGcmSecretBox(resolveSecretsKeyring({}, dir));
    expect(restarted.currentKeyId).toBe(keyId);
    expect(() => restarted.open(sealed, 'c')).toThrow(/unknown key/);
  });
});
