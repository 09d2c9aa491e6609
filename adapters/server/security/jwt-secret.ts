import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const FILE_NAME = 'jwt-secret';

/** The signing secret: from the environment, else generated once and kept (mode 0600) in the data folder. */
export function resolveJwtSecret(fromEnv: string | undefined, dataDir: string): string {
  if (fromEnv) {
    if (fromEnv.length < 32) throw new Error('JWT_SECRET must be at least 32 characters long');
    return fromEnv;
  }
  mkdirSync(dataDir, { recursive: true });
  const file = join(dataDir, FILE_NAME);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: 'wx' });
  return secret;
}
