import { ErpStore } from '../../core/client/erp/erp-store.ts';
import { withViewModel } from '../view-model-context.tsx';
import { DashboardErpCard } from './dashboard-erp.tsx';
import { ErpDashboardViewModel } from './erp-dashboard.view-model.ts';

/** The Dashboard's ERP card with its view-model, made when the Dashboard shows it. */
export const DashboardErp = withViewModel(DashboardErpCard, (parts) => new ErpDashboardViewModel(parts.get(ErpStore)));
