import { createHash, randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const FILE_NAME = 'secrets-keyring.json';
const KEY_BYTES = 32;

export interface SecretsKey {
  id: string;
  key: Buffer;
}

/** The key new secrets are sealed with, and every key that may still open stored ones. */
export interface SecretsKeyring {
  current: SecretsKey;
  keys: Map<string, Buffer>;
  /** Where the keyring lives: `env` (SECRETS_KEY, shared by every process) or the data folder's file. */
  source: 'env' | 'file';
}

/** A key's id: a short hash, enough to tell keys apart, useless for guessing one. */
export function keyIdOf(key: Buffer): string {
  return createHash('sha256').update(key).digest('hex').slice(0, 12);
}

function parseKey(text: string, name: string): Buffer {
  const trimmed = text.trim();
  const key = /^[0-9a-f]{64}$/i.test(trimmed) ? Buffer.from(trimmed, 'hex') : Buffer.from(trimmed, 'base64');
  if (key.length !== KEY_BYTES) throw new Error(`${name} must be 32 bytes, as 64 hex digits or base64 (openssl rand -base64 32)`);
  return key;
}

function ring(current: Buffer, others: Buffer[], source: SecretsKeyring['source']): SecretsKeyring {
  const keys = new Map<string, Buffer>();
  for (const key of [current, ...others]) keys.set(keyIdOf(key), key);
  return { current: { id: keyIdOf(current), key: current }, keys, source };
}

interface KeyringFile {
  current: string;
  keys: string[];
}

function writeKeyringFile(file: string, current: Buffer, keys: Buffer[]): void {
  const body: KeyringFile = { current: current.toString('base64'), keys: keys.map((k) => k.toString('base64')) };
  // Written beside and renamed, so a crash never leaves half a keyring (and every stored secret unreadable).
  const next = `${file}.next`;
  writeFileSync(next, `${JSON.stringify(body, null, 2)}\n`, { mode: 0o600 });
  chmodSync(next, 0o600);
  renameSync(next, file);
}

/**
 * The keyring: SECRETS_KEY (and SECRETS_KEY_PREVIOUS, comma-separated, while a rotation re-encrypts) from the
 * environment, else a key generated once and kept (mode 0600) in the data folder, like the JWT secret.
 */
export function resolveSecretsKeyring(env: { current?: string; previous?: string }, dataDir: string): SecretsKeyring {
  if (env.current) {
    const previous = (env.previous ?? '').split(',').map((s) => s.trim()).filter(Boolean).map((k) => parseKey(k, 'SECRETS_KEY_PREVIOUS'));
    return ring(parseKey(env.current, 'SECRETS_KEY'), previous, 'env');
  }
  mkdirSync(dataDir, { recursive: true });
  const file = join(dataDir, FILE_NAME);
  if (!existsSync(file)) {
    const key = randomBytes(KEY_BYTES);
    writeKeyringFile(file, key, []);
    return ring(key, [], 'file');
  }
  const stored = JSON.parse(readFileSync(file, 'utf8')) as KeyringFile;
  return ring(parseKey(stored.current, FILE_NAME), stored.keys.map((k) => parseKey(k, FILE_NAME)), 'file');
}

/**
 * A rotation's first step with the file keyring: a new current key, the old ones kept so stored secrets still
 * open until they are sealed again. Returns the new keyring.
 */
export function addCurrentKey(keyring: SecretsKeyring, dataDir: string): SecretsKeyring {
  if (keyring.source !== 'file') throw new Error('SECRETS_KEY comes from the environment: set the new key there and move the old one to SECRETS_KEY_PREVIOUS');
  const key = randomBytes(KEY_BYTES);
  const others = [...keyring.keys.values()];
  writeKeyringFile(join(dataDir, FILE_NAME), key, others);
  return ring(key, others, 'file');
}

/** A rotation's last step with the file keyring: keys no stored secret uses any more are dropped. */
export function dropKeys(keyring: SecretsKeyring, keep: Set<string>, dataDir: string): SecretsKeyring {
  if (keyring.source !== 'file') return keyring;
  const others = [...keyring.keys.entries()].filter(([id]) => id !== keyring.current.id && keep.has(id)).map(([, key]) => key);
  writeKeyringFile(join(dataDir, FILE_NAME), keyring.current.key, others);
  return ring(keyring.current.key, others, 'file');
}
