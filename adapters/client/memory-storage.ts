import type { StoragePort } from '../../core/client/ports/storage.port.ts';

/** StoragePort kept in memory (tests, and the browser when storage is blocked). */
export class MemoryStorage implements StoragePort {
  private readonly values = new Map<string, string>();

  get(key: string): string | null {
    return this.values.get(key) ?? null;
  }

  set(key: string, value: string): void {
    this.values.set(key, value);
  }

  remove(key: string): void {
    this.values.delete(key);
  }

  keys(): string[] {
    return [...this.values.keys()];
  }
}
