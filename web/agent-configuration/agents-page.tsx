import { AgentConfigurationStore } from '../../core/client/agent-configuration/agent-configuration-store.ts';
import { withViewModel } from '../view-model-context.tsx';
import { AgentsScreen } from './agents-screen.tsx';
import { AgentsCatalogueViewModel } from './agents-catalogue.view-model.ts';

/** /agents: the screen and its view-model, made fresh for each visit. */
export const AgentsPage = withViewModel(AgentsScreen, (parts) => new AgentsCatalogueViewModel(parts.get(AgentConfigurationStore)));
