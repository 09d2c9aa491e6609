import type { ClientFeature } from '../client-feature.ts';
import { McpServersStore } from './mcp-servers-store.ts';

/** The space's external MCP servers (tool servers) and their tools. */
export const mcpServersFeature: ClientFeature = { name: 'mcp-servers', stores: [McpServersStore] };
