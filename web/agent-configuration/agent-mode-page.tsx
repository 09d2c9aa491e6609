import { AgentConfigurationStore } from '../../core/client/agent-configuration/agent-configuration-store.ts';
import { withViewModel } from '../view-model-context.tsx';
import { AgentModeScreen } from './agent-mode-screen.tsx';
import { AgentsCatalogueViewModel } from './agents-catalogue.view-model.ts';

/** /agent-mode: the screen and its view-model, made fresh for each visit. */
export const AgentModePage = withViewModel(AgentModeScreen, (parts) => new AgentsCatalogueViewModel(parts.get(AgentConfigurationStore)));
