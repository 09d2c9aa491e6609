import type { ClientFeature } from '../client-feature.ts';
import { ErpStore } from './erp-store.ts';

/** ERP revenue from the space's Odoo connections (R-OPEN-36). */
export const erpFeature: ClientFeature = { name: 'erp', stores: [ErpStore] };
