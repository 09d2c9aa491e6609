import { createHash, randomBytes } from 'node:crypto';
import type { OpaqueTokenFactory } from '../../../core/server/ports/opaque-token-factory.ts';

/** 256-bit random tokens; stored only as SHA-256, which is enough for high-entropy secrets. */
export class CryptoOpaqueTokenFactory implements OpaqueTokenFactory {
  create(): string {
    return randomBytes(32).toString('base64url');
  }

  hash(token: string): string {
    return createHash('sha256').update(token).digest('hex');
  }
}
