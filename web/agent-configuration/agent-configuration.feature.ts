import type { WebFeature } from '../web-feature.ts';

/** The space's agents and their settings: the catalogue, Agent Mode, managing which are on, and one agent's configuration. */
export const agentConfigurationFeature: WebFeature = {
  name: 'agent-configuration',
  pages: [
    { path: '/agents/manage', load: async () => (await import('./agent-management-page.tsx')).AgentManagementPage },
    { path: '/agents', load: async () => (await import('./agents-page.tsx')).AgentsPage },
    { path: '/agent-mode', load: async () => (await import('./agent-mode-page.tsx')).AgentModePage },
    { path: '/agents/:slug/configure', load: async () => (await import('./agent-configuration-page.tsx')).AgentConfigurationPage },
  ],
};
