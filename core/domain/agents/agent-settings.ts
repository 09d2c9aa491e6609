import { K_VALUES, resolveMode, type AgentMode } from './agent-cost.ts';

/** What a space configured for an agent and the catalogue (GET /agents) reports; absent fields take the spec's defaults. */
export interface ConfiguredAgent {
  default_mode?: string;
  k_value_ref_docs?: number;
  k_value_kb?: number;
  k_value_url?: number;
}

/** The mode a send uses when the person picks none: the space's configured default (R-OPEN-08), else normal. */
export function configuredMode(agent: ConfiguredAgent | null | undefined): AgentMode {
  return resolveMode(agent?.default_mode) ?? 'normal';
}

/** The retrieval counts a send carries (spec 9's 5, 10 and 15 unless the space configured others). */
export function configuredRetrieval(agent: ConfiguredAgent | null | undefined): typeof K_VALUES {
  return {
    k_value_ref_docs: agent?.k_value_ref_docs ?? K_VALUES.k_value_ref_docs,
    k_value_kb: agent?.k_value_kb ?? K_VALUES.k_value_kb,
    k_value_url: agent?.k_value_url ?? K_VALUES.k_value_url,
  } as typeof K_VALUES;
}
