import { makeAutoObservable } from 'mobx';
import type { AgentConfigurationStore, CatalogueAgent } from '../../core/client/agent-configuration/agent-configuration-store.ts';
import { LoadState, type LoadStatus } from '../view-models/load-state.ts';

export type { CatalogueAgent };

/** The agents of the current space as the core's catalogue lists them (the chat itself comes later). */
export class AgentsCatalogueViewModel {
  agents: CatalogueAgent[] = [];
  private readonly state = new LoadState();

  constructor(private readonly store: AgentConfigurationStore) {
    makeAutoObservable<this, 'store' | 'state'>(this, { store: false, state: false }, { autoBind: true });
  }

  get status(): LoadStatus {
    return this.state.status;
  }

  get error(): string | null {
    return this.state.error;
  }

  async load(): Promise<void> {
    await this.state.run(
      () => this.store.catalogue(),
      (agents) => {
        this.agents = agents;
      },
    );
  }
}
