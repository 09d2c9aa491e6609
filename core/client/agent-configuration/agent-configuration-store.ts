import { inject, injectable } from 'inversify';
import type { Resettable } from '../stores/store-registry.ts';
import { ApiClient } from '../api/api-client.ts';
import { storeError } from '../store-error.ts';
import { Messages } from '../../domain/messages.ts';
import type { AgentConfig, AgentConfigPatch, AgentEngine } from '../../domain/agents/agent-config.ts';
import { AgentConfigurationMessages } from './agent-configuration-messages.ts';
import { AgentConfigurationApi } from '../../domain/agents/agent-configuration-api.ts';
import { AgentCatalogueApi, type CatalogueAgent } from '../../domain/agents/agent-catalogue-api.ts';

/** Per-space agent configuration (spec 3): enabled, default mode, instructions and k values per agent. */
@injectable()
export class AgentConfigurationStore implements Resettable {
  readonly storeName = 'agent-configuration';
  configurations: Record<string, AgentConfig> = {};
  /** The engine behind the agents, from the catalogue; null until known (the catalogue is empty while every agent is off). */
  engine: AgentEngine | null = null;

  constructor(
    @inject(ApiClient) private readonly api: ApiClient,
  ) {}

  reset(): void {
    this.configurations = {};
    this.engine = null;
  }

  /**
   * Every agent of the current space with its configuration, and the engine from the catalogue beside it.
   * The catalogue only lists enabled agents; the engine is the same for all, so any one of them tells it.
   * A catalogue that fails leaves the engine unknown rather than the list unshown.
   */
  async loadAll(): Promise<AgentConfig[]> {
    try {
      const [list, catalogue] = await Promise.all([
        this.api.call(AgentConfigurationApi.list, {}),
        this.api.call(AgentCatalogueApi.list, {}).catch(() => null),
      ]);
      this.configurations = Object.fromEntries(list.map((c) => [c.agent_slug, c]));
      const first = catalogue?.[0];
      if (first) this.engine = { name: first.engine, offline: first.offline };
      return list;
    } catch (error) {
      throw storeError(error, AgentConfigurationMessages.fetchAgentConfigFailed);
    }
  }

  /** The catalogue of the current space: the agents its members can talk to. */
  async catalogue(): Promise<CatalogueAgent[]> {
    try {
      return await this.api.call(AgentCatalogueApi.list, {});
    } catch (error) {
      throw storeError(error, Messages.fetchAgentsFailed);
    }
  }

  async load(slug: string): Promise<AgentConfig> {
    try {
      const config = await this.api.call(AgentConfigurationApi.get, { slug });
      this.configurations = { ...this.configurations, [slug]: config };
      return config;
    } catch (error) {
      throw storeError(error, AgentConfigurationMessages.fetchAgentConfigFailed);
    }
  }

  /** Org owners and admins only; the server says so to anyone else. */
  async save(slug: string, patch: AgentConfigPatch): Promise<AgentConfig> {
    try {
      const config = await this.api.call(AgentConfigurationApi.save, { slug }, patch);
      this.configurations = { ...this.configurations, [slug]: config };
      return config;
    } catch (error) {
      throw storeError(error, AgentConfigurationMessages.saveAgentConfigFailed);
    }
  }
}
