import { injectable, multiInject, type ServiceIdentifier } from 'inversify';

/** The client stores of spec section 3 that a user switch must clear, and ours beside them (connections, issue 18). */
export const STORE_NAMES = [
  'analytics-properties',
  'spaces',
  'knowledge-base',
  'agents',
  'brand-voice',
  'organization',
  'agent-documents',
  'agent-configuration',
  'erp',
  'ad-platform',
  'outreach',
  'lead-search',
  'url-intelligence',
  'email-bookmarks',
  'credits',
  'background-tasks',
  'content-publishing',
  'connections',
  'action-proposals',
  'mcp-servers',
] as const;
export type StoreName = (typeof STORE_NAMES)[number];

/** A client store a user switch clears; each is bound to `ResettableStore` in the client core module. */
export interface Resettable {
  /** Its name in the spec's list (section 3). */
  readonly storeName: StoreName;
  reset(): void;
}

/** The multi-injection token every store of section 3 is bound to (client-module.ts). */
export const ResettableStore: ServiceIdentifier<Resettable> = Symbol.for('ResettableStore');

/** Every store bound to `ResettableStore`, injected together, so a user switch clears them all (spec 4.1). */
@injectable()
export class StoreRegistry {
  private readonly stores = new Map<StoreName, Resettable>();

  constructor(@multiInject(ResettableStore) stores: Resettable[]) {
    for (const store of stores) {
      if (this.stores.has(store.storeName)) throw new Error(`Store '${store.storeName}' is registered twice`);
      this.stores.set(store.storeName, store);
    }
  }

  registeredNames(): StoreName[] {
    return [...this.stores.keys()];
  }

  resetAll(): void {
    for (const store of this.stores.values()) store.reset();
  }
}
