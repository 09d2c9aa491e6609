/** What the tool servers' store says when a call fails (shown by the web app and the CLI alike). */
export const McpServersMessages = {
  fetchMcpServersFailed: 'Failed to load the tool servers',
  addMcpServerFailed: 'Failed to add the tool server',
  refreshMcpServerFailed: 'Failed to check the tool server',
  toggleMcpToolFailed: 'Failed to change the tool',
  switchMcpToolsFailed: 'Failed to change the tools',
  removeMcpServerFailed: 'Failed to remove the tool server',
};
