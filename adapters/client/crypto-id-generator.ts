import type { IdGenerator } from '../../core/client/ports/id-generator.port.ts';

/** Random UUIDs from the platform's Web Crypto (browser and Node). */
export class CryptoIdGenerator implements IdGenerator {
  next(): string {
    return globalThis.crypto.randomUUID();
  }
}
