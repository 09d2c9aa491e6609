import { wireRoute, type NoBody, type NoParams } from '../wire-route.ts';
import type { AddMcpServer, McpServerView, McpServersView, McpToolSwitch } from './mcp-servers.ts';
import type { MessageResponse } from '../message-response.ts';

/** The tool servers' endpoints (X-Space-ID): the server registers these patterns, the client store calls them. */
export const McpServersApi = {
  list: wireRoute<NoParams, NoBody, McpServersView>()('GET', '/integrations/mcp-servers'),
  add: wireRoute<NoParams, AddMcpServer, McpServerView>()('POST', '/integrations/mcp-servers'),
  refresh: wireRoute<{ id: string }, NoBody, McpServerView>()('POST', '/integrations/mcp-servers/:id/refresh'),
  setToolEnabled: wireRoute<{ id: string; name: string }, McpToolSwitch, McpServerView>()('PATCH', '/integrations/mcp-servers/:id/tools/:name'),
  setAllToolsEnabled: wireRoute<{ id: string }, McpToolSwitch, McpServerView>()('PATCH', '/integrations/mcp-servers/:id/tools'),
  remove: wireRoute<{ id: string }, NoBody, MessageResponse>()('DELETE', '/integrations/mcp-servers/:id'),
};
