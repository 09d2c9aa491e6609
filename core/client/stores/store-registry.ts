import { injectable } from 'inversify';

/** The client stores of spec section 3 that a user switch must clear. */
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
] as const;
export type StoreName = (typeof STORE_NAMES)[number];

export interface Resettable {
  reset(): void;
}

/** Every store registers here when it is built, so a user switch can clear them all (spec 4.1). */
@injectable()
export class StoreRegistry {
  private readonly stores = new Map<StoreName, Resettable>();

  register(name: StoreName, store: Resettable): void {
    if (this.stores.has(name)) throw new Error(`Store '${name}' is registered twice`);
    this.stores.set(name, store);
  }

  registeredNames(): StoreName[] {
    return [...this.stores.keys()];
  }

  resetAll(): void {
    for (const store of this.stores.values()) store.reset();
  }
}

/** Base of every client store: constructing one registers it, so none can be forgotten on a user switch. */
export abstract class RegisteredStore implements Resettable {
  protected constructor(registry: StoreRegistry, name: StoreName) {
    registry.register(name, this);
  }

  abstract reset(): void;
}
