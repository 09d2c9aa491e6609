import { makeAutoObservable, runInAction } from 'mobx';
import type { ApiClient } from '../../core/client/api/api-client.ts';
import { messageOf, type LoadStatus } from './credits.view-model.ts';

export interface CatalogueAgent {
  slug: string;
  name: string;
  description: string;
  transport: string;
  estimated_credits: number;
  engine: string;
  offline: boolean;
  enabled?: boolean;
}

/** The agents of the current space as GET /agents lists them (the chat itself comes later). */
export class AgentsCatalogueViewModel {
  status: LoadStatus = 'loading';
  error: string | null = null;
  agents: CatalogueAgent[] = [];

  constructor(private readonly api: ApiClient) {
    makeAutoObservable<this, 'api'>(this, { api: false }, { autoBind: true });
  }

  async load(): Promise<void> {
    this.status = 'loading';
    this.error = null;
    try {
      const agents = await this.api.get<CatalogueAgent[]>('/agents');
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
