import { inject, injectable } from 'inversify';
import { RegisteredStore, StoreRegistry } from './store-registry.ts';

/** Per-space agent configuration. */
@injectable()
export class AgentConfigurationStore extends RegisteredStore {
  configurations: Record<string, unknown> = {};
  constructor(@inject(StoreRegistry) registry: StoreRegistry) {
    super(registry, 'agent-configuration');
  }

  reset(): void {
    this.configurations = {};
  }
}
