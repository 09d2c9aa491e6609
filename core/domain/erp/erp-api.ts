import { wireRoute, type NoBody, type NoParams } from '../wire-route.ts';
import type { ErpConnectionView, ErpRevenueQuery, ErpRevenueView } from './erp.ts';

type ConnectionId = { id: string };

/** The ERP's (Odoo) endpoints (X-Space-ID): the server registers these patterns, the client store calls them. */
export const ErpApi = {
  connections: wireRoute<NoParams, NoBody, ErpConnectionView[]>()('GET', '/integrations/odoo/connections'),
  select: wireRoute<ConnectionId, NoBody, ErpConnectionView[]>()('POST', '/integrations/odoo/connections/:id/select'),
  remove: wireRoute<ConnectionId, NoBody, ErpConnectionView[]>()('DELETE', '/integrations/odoo/connections/:id'),
  revenue: wireRoute<NoParams, NoBody, ErpRevenueView, ErpRevenueQuery>()('GET', '/integrations/odoo/revenue'),
};
