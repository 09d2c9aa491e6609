import { inject, injectable } from 'inversify';
import { RegisteredStore, StoreRegistry } from './store-registry.ts';
import { ApiClient } from '../api/api-client.ts';
import { storeError } from '../store-error.ts';
import { Messages } from '../../domain/messages.ts';
import type { AgentConfig, AgentConfigPatch } from '../../domain/agent-config.ts';

/** Per-space agent configuration (spec 3): enabled, default mode, instructions and k values per agent. */
@injectable()
export class AgentConfigurationStore extends RegisteredStore {
  configurations: Record<string, AgentConfig> = {};

  constructor(
    @inject(StoreRegistry) registry: StoreRegistry,
    @inject(ApiClient) private readonly api: ApiClient,
  ) {
    super(registry, 'agent-configuration');
  }

  reset(): void {
    this.configurations = {};
  }

  /** Every agent of the current space with its configuration. */
  async loadAll(): Promise<AgentConfig[]> {
    try {
      const list = await this.api.get<AgentConfig[]>('/agents/manage');
      this.configurations = Object.fromEntries(list.map((c) => [c.agent_slug, c]));
      return list;
    } catch (error) {
      throw storeError(error, Messages.fetchAgentConfigFailed);
    }
  }

  async load(slug: string): Promise<AgentConfig> {
    try {
      const config = await this.api.get<AgentConfig>(`/agents/${encodeURIComponent(slug)}/config`);
      this.configurations = { ...this.configurations, [slug]: config };
      return config;
    } catch (error) {
      throw storeError(error, Messages.fetchAgentConfigFailed);
    }
  }

  /** Org owners and admins only; the server says so to anyone else. */
  async save(slug: string, patch: AgentConfigPatch): Promise<AgentConfig> {
    try {
      const config = await this.api.put<AgentConfig>(`/agents/${encodeURIComponent(slug)}/config`, patch);
      this.configurations = { ...this.configurations, [slug]: config };
      return config;
    } catch (error) {
      throw storeError(error, Messages.saveAgentConfigFailed);
    }
  }
}
