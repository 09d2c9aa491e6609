import { PlatformAdminService } from '../../core/client/admin/platform-admin-service.ts';
import { withViewModel } from '../view-model-context.tsx';
import { AdminSecurityScreen } from './admin-security-screen.tsx';
import { AdminSecurityViewModel } from './admin-security.view-model.ts';

/** /admin/security: the screen and its view-model, made fresh for each visit. */
export const AdminSecurityPage = withViewModel(AdminSecurityScreen, (parts) => new AdminSecurityViewModel(parts.get(PlatformAdminService), parts.session, parts.notifier));
