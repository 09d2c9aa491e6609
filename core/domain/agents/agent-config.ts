/** An agent's configuration in one space, as `/agents/manage` and `/agents/{slug}/config` show it. */
export interface AgentConfig {
  agent_slug: string;
  enabled: boolean;
  default_mode: string;
  extra_instructions: string;
  k_value_ref_docs: number;
  k_value_kb: number;
  k_value_url: number;
}

export type AgentConfigPatch = Partial<Omit<AgentConfig, 'agent_slug'>>;

/** The bounds the server enforces on a configuration, checked as the user types. */
export const AGENT_CONFIG_LIMITS = { instructionsMax: 4000, kMin: 1, kMax: 50 } as const;

export function isValidK(value: number): boolean {
  return Number.isInteger(value) && value >= AGENT_CONFIG_LIMITS.kMin && value <= AGENT_CONFIG_LIMITS.kMax;
}

/** What answers for the space's agents: a model's name, or the offline engine (one engine serves every agent). */
export interface AgentEngine {
  name: string;
  offline: boolean;
}
