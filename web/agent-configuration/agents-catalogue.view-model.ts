import { actionBound, makeObservable, observable } from 'mobx';
import type { AgentConfigurationStore } from '../../core/client/agent-configuration/agent-configuration-store.ts';
import type { CatalogueAgent } from '../../core/domain/agents/agent-catalogue-api.ts';
import { LoadState } from '../view-models/load-state.ts';

export type { CatalogueAgent };

/** The agents of the current space as the core's catalogue lists them (the chat itself comes later). */
export class AgentsCatalogueViewModel {
  agents: CatalogueAgent[] = [];
  /** Where the screen's load is: loading, its error, or ready. */
  readonly loadState = new LoadState();

  constructor(private readonly store: AgentConfigurationStore) {
    makeObservable(this, {
      agents: observable,
      load: actionBound,
    });
  }

  async load(): Promise<void> {
    await this.loadState.run(
      () => this.store.catalogue(),
      (agents) => {
        this.agents = agents;
      },
    );
  }
}
