import { injectable, type ServiceIdentifier } from 'inversify';

/** The client stores of spec section 3 that a user switch must clear, and ours beside them (connections). */
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

/** The token every store of section 3 is also bound to (module-bindings.ts), so all of them can be listed. */
export const ResettableStore: ServiceIdentifier<Resettable> = Symbol.for('ResettableStore');

/**
 * Every store of section 3 that has been built, so a user switch clears them all (spec 4.1). Each store bound to
 * `ResettableStore` registers itself here when the container first builds it (module-bindings.ts): the web app builds
 * the signed-in stores only with the signed-in shell, and a store not yet built holds nothing to clear.
 */
@injectable()
export class StoreRegistry {
  private readonly stores = new Map<StoreName, Resettable>();

  register(store: Resettable): void {
    const known = this.stores.get(store.storeName);
    if (known && known !== store) throw new Error(`Store '${store.storeName}' is registered twice`);
    this.stores.set(store.storeName, store);
  }

  /** Registers each of `stores` (a store already registered stays as it is). */
  registerAll(stores: readonly Resettable[]): void {
    for (const store of stores) this.register(store);
  }

  registeredNames(): StoreName[] {
    return [...this.stores.keys()];
  }

  resetAll(): void {
    for (const store of this.stores.values()) store.reset();
  }
}
