import { AgentConfigurationStore } from '../../core/client/agent-configuration/agent-configuration-store.ts';
import { withViewModel } from '../view-model-context.tsx';
import { AgentConfigurationScreen } from './agent-configuration-screen.tsx';
import { AgentConfigurationViewModel } from './agent-configuration.view-model.ts';

/** /agents/{slug}/configure: the screen, given how to make the view-model of the agent its address names. */
export const AgentConfigurationPage = withViewModel(
  AgentConfigurationScreen,
  (parts) => (slug: string) => new AgentConfigurationViewModel(slug, parts.get(AgentConfigurationStore), parts.session, parts.notifier),
);
