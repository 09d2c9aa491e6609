import type { StoragePort } from '../../core/client/ports/storage.port.ts';

/** StoragePort over the browser's localStorage or sessionStorage. */
export class WebStorage implements StoragePort {
  constructor(private readonly storage: Storage) {}

  get(key: string): string | null {
    return this.storage.getItem(key);
  }

  set(key: string, value: string): void {
    this.storage.setItem(key, value);
  }

  remove(key: string): void {
    this.storage.removeItem(key);
  }
}
