import type { WebFeature } from '../web-feature.ts';

/** ERP revenue (Odoo): the connections page; the Dashboard shows its card (dashboard-erp-part.tsx). */
export const erpFeature: WebFeature = {
  name: 'erp',
  pages: [{ path: '/connections/odoo/manage', load: async () => (await import('./odoo-connections-page.tsx')).OdooConnectionsPage }],
};
