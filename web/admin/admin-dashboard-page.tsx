import { PlatformAdminService } from '../../core/client/admin/platform-admin-service.ts';
import { withViewModel } from '../view-model-context.tsx';
import { AdminDashboardScreen } from './admin-dashboard-screen.tsx';
import { AdminDashboardViewModel } from './admin-dashboard.view-model.ts';

/** /admin/dashboard: the screen and its view-model, made fresh for each visit. */
export const AdminDashboardPage = withViewModel(AdminDashboardScreen, (parts) => new AdminDashboardViewModel(parts.get(PlatformAdminService)));
