import { ConnectionsStore } from '../../core/client/integrations/connections-store.ts';
import { withViewModel } from '../view-model-context.tsx';
import { ConnectionsScreen } from './connections-screen.tsx';
import { ConnectionsViewModel } from './connections.view-model.ts';

/** /connections: the screen and its view-model, made fresh for each visit. */
export const ConnectionsPage = withViewModel(ConnectionsScreen, (parts) => new ConnectionsViewModel(parts.get(ConnectionsStore), parts.session, parts.notifier));
