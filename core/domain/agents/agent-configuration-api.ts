import { wireRoute, type NoBody, type NoParams } from '../wire-route.ts';
import type { AgentConfig, AgentConfigPatch } from './agent-config.ts';

/** Each agent's configuration in a space (X-Space-ID): the server registers these patterns, the client store calls them. */
export const AgentConfigurationApi = {
  list: wireRoute<NoParams, NoBody, AgentConfig[]>()('GET', '/agents/manage'),
  get: wireRoute<{ slug: string }, NoBody, AgentConfig>()('GET', '/agents/:slug/config'),
  save: wireRoute<{ slug: string }, AgentConfigPatch, AgentConfig>()('PUT', '/agents/:slug/config'),
};
