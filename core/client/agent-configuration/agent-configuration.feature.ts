import type { ClientFeature } from '../client-feature.ts';
import { AgentConfigurationStore } from './agent-configuration-store.ts';

/** Each agent's settings in the space: on or off, default mode, retrieval and extra instructions (R-OPEN-08). */
export const agentConfigurationFeature: ClientFeature = { name: 'agent-configuration', stores: [AgentConfigurationStore] };
