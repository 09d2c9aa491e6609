import { injectable, type ServiceIdentifier } from 'inversify';

/** A client store a user switch clears; each is bound to `ResettableStore` in the client core module. */
export interface Resettable {
  /** Its name: the spec's for a store of section 3 ('agents', 'credits', …), else the feature's own ('connections'). */
  readonly storeName: string;
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
  private readonly stores = new Map<string, Resettable>();

  register(store: Resettable): void {
    const known = this.stores.get(store.storeName);
    if (known && known !== store) throw new Error(`Store '${store.storeName}' is registered twice`);
    this.stores.set(store.storeName, store);
  }

  /** Registers each of `stores` (a store already registered stays as it is). */
  registerAll(stores: readonly Resettable[]): void {
    for (const store of stores) this.register(store);
  }

  registeredNames(): string[] {
    return [...this.stores.keys()];
  }

  resetAll(): void {
    for (const store of this.stores.values()) store.reset();
  }
}
