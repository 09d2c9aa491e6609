import { makeAutoObservable, runInAction } from 'mobx';
import type { AgentConfigurationStore, CatalogueAgent } from '../../core/client/stores/agent-configuration-store.ts';
import { messageOf, type LoadStatus } from './credits.view-model.ts';

export type { CatalogueAgent };

/** The agents of the current space as the core's catalogue lists them (the chat itself comes later). */
export class AgentsCatalogueViewModel {
  status: LoadStatus = 'loading';
  error: string | null = null;
  agents: CatalogueAgent[] = [];

  constructor(private readonly store: AgentConfigurationStore) {
    makeAutoObservable<this, 'store'>(this, { store: false }, { autoBind: true });
  }

  async load(): Promise<void> {
    this.status = 'loading';
    this.error = null;
    try {
      const agents = await this.store.catalogue();
      runInAction(() => {
        this.agents = agents;
        this.status = 'ready';
      });
    } catch (error) {
      runInAction(() => {
        this.status = 'error';
        this.error = messageOf(error);
      });
    }
  }
}
