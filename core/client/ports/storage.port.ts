import type { ServiceIdentifier } from 'inversify';

/** Key-value storage that survives a reload (localStorage in the browser, a file in the CLI). */
export interface StoragePort {
  get(key: string): string | null;
  set(key: string, value: string): void;
  remove(key: string): void;
}
export const StoragePort: ServiceIdentifier<StoragePort> = Symbol.for('StoragePort');
/** Storage for one browser session (sessionStorage). */
export const SessionStoragePort: ServiceIdentifier<StoragePort> = Symbol.for('SessionStoragePort');
