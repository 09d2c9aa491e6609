import { AgentConfigurationStore } from '../../core/client/agent-configuration/agent-configuration-store.ts';
import { withViewModel } from '../view-model-context.tsx';
import { AgentManagementScreen } from './agent-management-screen.tsx';
import { AgentManagementViewModel } from './agent-management.view-model.ts';

/** /agents/manage: the screen and its view-model, made fresh for each visit. */
export const AgentManagementPage = withViewModel(AgentManagementScreen, (parts) => new AgentManagementViewModel(parts.get(AgentConfigurationStore), parts.session, parts.notifier));
