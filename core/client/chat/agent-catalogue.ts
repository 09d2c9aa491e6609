import { inject, injectable } from 'inversify';
import { action, makeObservable, observable, observableRef, runInAction } from 'mobx';
import { EventBus } from '../ports/event-bus.port.ts';
import { ApiClient } from '../api/api-client.ts';
import { AgentCatalogueApi, type CatalogueAgent } from '../../domain/agents/agent-catalogue-api.ts';
import { agentDisplayName, findAgent } from '../../domain/agents/agents.ts';

/**
 * An agent of the chat: what the catalogue lists, of which the chat needs only slug and name (a chat opened before
 * the catalogue loads knows no more).
 */
export type AgentInfo = Pick<CatalogueAgent, 'slug' | 'name'> & Partial<CatalogueAgent>;

/**
 * The agents of the current space as `GET /agents` lists them, each with its configuration and starters (spec
 * 4.7). Read again once the space's profile is saved, since the starters speak of its answers; emptied with the chat.
 */
@injectable()
export class AgentCatalogue {
  agents: AgentInfo[] = [];
  loading = false;
  /** The space's profile was saved after the list was read. */
  private profileChanged = false;

  constructor(
    @inject(ApiClient) private readonly api: ApiClient,
    @inject(EventBus) bus: EventBus,
  ) {
    makeObservable<this, 'profileChanged'>(this, {
      agents: observableRef,
      loading: observable,
      profileChanged: observable,
      reset: action,
    });
    bus.on('space-profile-saved', () => runInAction(() => (this.profileChanged = true)));
  }

  /** Whether the list is to be read: never read yet, or read before the space's profile (its starters) changed. */
  get outdated(): boolean {
    return this.agents.length === 0 || this.profileChanged;
  }

  /** Reads the list; a failure is thrown to the chat, which says it in its view. */
  async load(): Promise<AgentInfo[]> {
    runInAction(() => (this.loading = true));
    try {
      const agents: AgentInfo[] = await this.api.call(AgentCatalogueApi.list, {});
      runInAction(() => {
        this.agents = agents;
        this.profileChanged = false;
      });
      return agents;
    } finally {
      runInAction(() => (this.loading = false));
    }
  }

  /** The agent with this slug: as listed, else one of the catalogue's by its name alone (the list may be on its way). */
  find(slug: string): AgentInfo | null {
    return this.agents.find((a) => a.slug === slug) ?? (findAgent(slug) ? { slug, name: agentDisplayName(slug) } : null);
  }

  reset(): void {
    this.agents = [];
  }
}
