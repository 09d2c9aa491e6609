import { inject, injectable } from 'inversify';
import { AgentConfigRepository } from './agent-config-repository.ts';
import { Clock } from '../ports/clock.ts';
import { ServerError, ServerMessages } from '../errors.ts';
import { AgentsServerMessages } from './agents-server-messages.ts';
import { findAgent } from '../../domain/agents/agents.ts';
import { K_VALUES, resolveMode } from '../../domain/agents/agent-cost.ts';
import { isOrgAdmin } from '../../domain/roles.ts';
import { AGENT_CONFIG_LIMITS, type AgentConfig, type AgentConfigPatch } from '../../domain/agents/agent-config.ts';
import type { Principal } from '../auth/principal.ts';

/** Per-space agent settings behind /agents/{slug}/configure and /agents/manage; a disabled agent is 'Agent not found'. */
@injectable()
export class AgentConfiguration {
  constructor(
    @inject(AgentConfigRepository) private readonly configs: AgentConfigRepository,
    @inject(Clock) private readonly clock: Clock,
  ) {}

  defaults(agentSlug: string): AgentConfig {
    return { agent_slug: agentSlug, enabled: true, default_mode: 'normal', extra_instructions: '', ...K_VALUES };
  }

  async get(spaceId: string, agentSlug: string): Promise<AgentConfig> {
    if (!findAgent(agentSlug)) throw new ServerError('AGENT.NOT_FOUND', AgentsServerMessages.agentNotFound);
    const stored = await this.configs.find(spaceId, agentSlug);
    return { ...this.defaults(agentSlug), ...(stored ?? {}), agent_slug: agentSlug };
  }

  async all(spaceId: string): Promise<Map<string, AgentConfig>> {
    const stored = await this.configs.list(spaceId);
    return new Map(stored.map((c) => [c.agent_slug, { ...this.defaults(c.agent_slug), ...c }]));
  }

  /** An enabled agent's settings, or 'Agent not found' (a disabled agent is not offered in the space). */
  async requireEnabled(spaceId: string, agentSlug: string): Promise<AgentConfig> {
    const config = await this.get(spaceId, agentSlug);
    if (!config.enabled) throw new ServerError('AGENT.NOT_FOUND', AgentsServerMessages.agentNotFound);
    return config;
  }

  async update(principal: Principal, spaceId: string, agentSlug: string, changes: AgentConfigPatch): Promise<AgentConfig> {
    if (!isOrgAdmin(principal.role)) throw new ServerError('PERMISSION.DENIED', ServerMessages.spaceManagersOnly);
    if (changes.default_mode !== undefined && !resolveMode(changes.default_mode)) {
      throw new ServerError('VALIDATION.INVALID', `Unknown mode '${changes.default_mode}'`, [{ loc: ['body', 'default_mode'], msg: `Unknown mode '${changes.default_mode}'`, type: 'value_error' }]);
    }
    const current = await this.get(spaceId, agentSlug);
    const next: AgentConfig = {
      ...current,
      ...changes,
      default_mode: changes.default_mode ? resolveMode(changes.default_mode)! : current.default_mode,
      extra_instructions: (changes.extra_instructions ?? current.extra_instructions).slice(0, AGENT_CONFIG_LIMITS.instructionsMax),
      agent_slug: agentSlug,
    };
    await this.configs.save(spaceId, next, principal.userId, this.clock.now());
    return next;
  }
}
