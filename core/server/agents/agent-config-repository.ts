import type { ServiceIdentifier } from 'inversify';
import type { AgentConfig } from '../../domain/agents/agent-config.ts';

/** The per-space agent settings (only those a space changed). Kept outside the units of work. */
export interface AgentConfigRepository {
  find(spaceId: string, agentSlug: string): Promise<AgentConfig | null>;
  list(spaceId: string): Promise<AgentConfig[]>;
  /** Replaces the space's settings for `config.agent_slug`. */
  save(spaceId: string, config: AgentConfig, by: string, at: Date): Promise<void>;
}
export const AgentConfigRepository: ServiceIdentifier<AgentConfigRepository> = Symbol.for('server.AgentConfigRepository');
