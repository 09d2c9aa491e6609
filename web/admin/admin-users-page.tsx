import { PlatformAdminService } from '../../core/client/admin/platform-admin-service.ts';
import { withViewModel } from '../view-model-context.tsx';
import { AdminUsersScreen } from './admin-users-screen.tsx';
import { AdminUsersViewModel } from './admin-users.view-model.ts';

/** /admin/users: the screen and its view-model, made fresh for each visit. */
export const AdminUsersPage = withViewModel(AdminUsersScreen, (parts) => new AdminUsersViewModel(parts.get(PlatformAdminService), parts.session, parts.notifier));
