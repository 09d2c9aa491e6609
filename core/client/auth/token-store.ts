import { inject, injectable } from 'inversify';
import { StoragePort } from '../ports/storage.port.ts';
import { StorageKeys } from '../../domain/storage-keys.ts';
import type { AuthTokens } from '../../domain/auth/user.ts';
import { isRole, type Role } from '../../domain/roles.ts';

/** Access and refresh tokens kept in storage, and the access token's `exp` and `role` claims. */
@injectable()
export class TokenStore {
  constructor(@inject(StoragePort) private readonly storage: StoragePort) {}

  get accessToken(): string | null {
    return this.storage.get(StorageKeys.accessToken);
  }

  get refreshToken(): string | null {
    return this.storage.get(StorageKeys.refreshToken);
  }

  hasTokens(): boolean {
    return this.accessToken !== null && this.refreshToken !== null;
  }

  save(tokens: AuthTokens): void {
    this.storage.set(StorageKeys.accessToken, tokens.access_token);
    this.storage.set(StorageKeys.refreshToken, tokens.refresh_token);
  }

  clear(): void {
    this.storage.remove(StorageKeys.accessToken);
    this.storage.remove(StorageKeys.refreshToken);
  }

  /** Expiry of the access token in epoch milliseconds, or null when it cannot be read. */
  accessTokenExpiry(): number | null {
    const token = this.accessToken;
    if (!token) return null;
    const payload = decodeJwtPayload(token);
    return typeof payload?.exp === 'number' ? payload.exp * 1000 : null;
  }

  /** The role the access token was issued with (the server reads the current one), or null when it cannot be read. */
  accessTokenRole(): Role | null {
    const token = this.accessToken;
    const role = token ? decodeJwtPayload(token)?.role : null;
    return isRole(role) ? role : null;
  }
}

function decodeJwtPayload(token: string): Record<string, unknown> | null {
  const part = token.split('.')[1];
  if (!part) return null;
  try {
    const base64 = part.replace(/-/g, '+').replace(/_/g, '/');
    return JSON.parse(decodeBase64(base64)) as Record<string, unknown>;
  } catch {
    return null;
  }
}

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** Base64 to UTF-8 text without relying on atob or Buffer (core has no platform globals). */
function decodeBase64(input: string): string {
  const clean = input.replace(/=+$/, '');
  const bytes: number[] = [];
  let buffer = 0;
  let bits = 0;
  for (const ch of clean) {
    const value = ALPHABET.indexOf(ch);
    if (value < 0) throw new Error('invalid base64');
    buffer = (buffer << 6) | value;
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      bytes.push((buffer >> bits) & 0xff);
    }
  }
  return new TextDecoder().decode(new Uint8Array(bytes));
}
