import { PlatformAdminService } from '../../core/client/admin/platform-admin-service.ts';
import { withViewModel } from '../view-model-context.tsx';
import { AdminOrganizationsScreen } from './admin-organizations-screen.tsx';
import { AdminOrganizationsViewModel } from './admin-organizations.view-model.ts';

/** /admin/organizations: the screen and its view-model, made fresh for each visit. */
export const AdminOrganizationsPage = withViewModel(AdminOrganizationsScreen, (parts) => new AdminOrganizationsViewModel(parts.get(PlatformAdminService), parts.session, parts.notifier));
