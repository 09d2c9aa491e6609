import type { ContainerModuleLoadOptions, Newable } from 'inversify';
import { ResettableStore, StoreRegistry, type Resettable } from './stores/store-registry.ts';


/**
 * Binds the client core's singletons, and its stores of spec section 3 so that each joins `StoreRegistry` when the
 * container first builds it (a user switch clears every store built so far; one not built holds nothing).
 */
export function bindSingletons(options: ContainerModuleLoadOptions, services: readonly Newable[], stores: readonly Newable<Resettable>[] = []): void {
  for (const service of services) options.bind(service).toSelf().inSingletonScope();
  for (const store of stores) {
    options
      .bind(store)
      .toSelf()
      .inSingletonScope()
      .onActivation((context, instance) => {
        context.get(StoreRegistry).register(instance);
        return instance;
      });
    options.bind(ResettableStore).toService(store);
  }
}
