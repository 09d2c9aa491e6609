/** What web and CLI show when an agent-settings call of the client core fails. */
export const AgentConfigurationMessages = {
  fetchAgentConfigFailed: 'Failed to fetch agent configuration',
  saveAgentConfigFailed: 'Failed to save agent configuration',
};
