import { wireRoute, type NoBody, type NoParams } from '../wire-route.ts';
import type { ConfiguredAgent } from './agent-settings.ts';

/** An agent as the catalogue lists it (spec 3 and 7.5): one of the current space's agents, with its configuration. */
export interface CatalogueAgent extends Required<ConfiguredAgent> {
  slug: string;
  name: string;
  description: string;
  transport: string;
  estimated_credits: number;
  /** Four example requests an empty chat offers. */
  starters: string[];
  engine: string;
  offline: boolean;
  enabled: boolean;
}

/** The agents' catalogue (X-Space-ID): the server registers this pattern; the chat and the agents' settings read it. */
export const AgentCatalogueApi = {
  list: wireRoute<NoParams, NoBody, CatalogueAgent[]>()('GET', '/agents'),
};
