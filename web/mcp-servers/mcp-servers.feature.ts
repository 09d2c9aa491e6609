import type { WebFeature } from '../web-feature.ts';

/** The space's tool servers (MCP): their page, reached from Connections. */
export const mcpServersFeature: WebFeature = {
  name: 'mcp-servers',
  pages: [{ path: '/connections/mcp', load: async () => (await import('./mcp-servers-page.tsx')).McpServersPage }],
};
