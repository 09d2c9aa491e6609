import { hash, verify } from '@node-rs/argon2';
import type { PasswordHasher } from '../../../core/server/ports/password-hasher.ts';

/** argon2id (the library's default algorithm) at OWASP's minimum: 19 MiB, 2 iterations, 1 lane. */
const OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export class Argon2PasswordHasher implements PasswordHasher {
  hash(password: string): Promise<string> {
    return hash(password, OPTIONS);
  }

  async verify(hashed: string, password: string): Promise<boolean> {
    try {
      return await verify(hashed, password);
    } catch {
      return false;
    }
  }
}
