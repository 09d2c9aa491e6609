/** Agent modes, their cost multipliers and the cost rule (spec 5, 9; decisions D10). */
export const AGENT_MODES = ['normal', 'medium', 'max'] as const;
export type AgentMode = (typeof AGENT_MODES)[number];

export const MODE_MULTIPLIER: Record<AgentMode, number> = { normal: 1, medium: 1.5, max: 2 };
const MODE_ALIASES: Record<string, AgentMode> = {
  normal: 'normal',
  medium: 'medium',
  max: 'max',
  efficient: 'normal',
  balanced: 'medium',
  premium: 'max',
  high: 'max',
};

export const DEFAULT_ESTIMATED_CREDITS = 20;

export const K_VALUES = { k_value_ref_docs: 5, k_value_kb: 10, k_value_url: 15 } as const;

/** A mode name or alias to its mode; null when unknown. */
export function resolveMode(mode: string | null | undefined): AgentMode | null {
  if (mode === null || mode === undefined || mode === '') return 'normal';
  return MODE_ALIASES[mode.toLowerCase()] ?? null;
}

/** Cost = estimated credits (default 20) x the mode multiplier, rounded up. */
export function computeCost(mode: AgentMode, estimatedCredits: number = DEFAULT_ESTIMATED_CREDITS): number {
  return Math.ceil(estimatedCredits * MODE_MULTIPLIER[mode]);
}

export const FEATURE_TYPES = ['ai_agents', 'knowledge_base', 'creative_assets'] as const;
export type FeatureType = (typeof FEATURE_TYPES)[number];
const FEATURE_ALIASES: Record<string, FeatureType> = {
  ai_agents: 'ai_agents',
  ai_agent: 'ai_agents',
  agents: 'ai_agents',
  agent: 'ai_agents',
  chat: 'ai_agents',
  knowledge_base: 'knowledge_base',
  knowledge: 'knowledge_base',
  kb: 'knowledge_base',
  documents: 'knowledge_base',
  creative_assets: 'creative_assets',
  creative: 'creative_assets',
  assets: 'creative_assets',
};

/** Feature type aliases; anything unknown counts as ai_agents. */
export function resolveFeatureType(feature: string | null | undefined): FeatureType {
  return FEATURE_ALIASES[(feature ?? '').toLowerCase().replace(/[\s-]+/g, '_')] ?? 'ai_agents';
}

const ACTIVITY_MAX = 50;

/** Chat transaction activity text: cut to 50 characters plus an ellipsis. */
export function activityText(message: string): string {
  const text = message.trim();
  return text.length > ACTIVITY_MAX ? `${text.slice(0, ACTIVITY_MAX)}...` : text;
}
