import { ErpStore } from '../../core/client/erp/erp-store.ts';
import { ConnectionsStore } from '../../core/client/integrations/connections-store.ts';
import { withViewModel } from '../view-model-context.tsx';
import { OdooConnectionsScreen } from './odoo-connections-screen.tsx';
import { OdooConnectionsViewModel } from './odoo-connections.view-model.ts';

/** /connections/odoo/manage: the screen and its view-model, made fresh for each visit. */
export const OdooConnectionsPage = withViewModel(OdooConnectionsScreen, (parts) => new OdooConnectionsViewModel(parts.get(ErpStore), parts.get(ConnectionsStore), parts.session, parts.notifier));
