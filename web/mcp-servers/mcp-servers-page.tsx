import { McpServersStore } from '../../core/client/mcp-servers/mcp-servers-store.ts';
import { withViewModel } from '../view-model-context.tsx';
import { McpServersScreen } from './mcp-servers-screen.tsx';
import { McpServersViewModel } from './mcp-servers.view-model.ts';

/** /connections/mcp: the screen and its view-model, made fresh for each visit (the add form starts empty). */
export const McpServersPage = withViewModel(McpServersScreen, (parts) => new McpServersViewModel(parts.get(McpServersStore), parts.session, parts.notifier));
