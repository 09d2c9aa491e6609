import { PlatformAdminService } from '../../core/client/admin/platform-admin-service.ts';
import { withViewModel } from '../view-model-context.tsx';
import { AdminIntegrationsScreen } from './admin-integrations-screen.tsx';
import { AdminIntegrationsViewModel } from './admin-integrations.view-model.ts';

/** /admin/integrations: the screen and its view-model, made fresh for each visit. */
export const AdminIntegrationsPage = withViewModel(AdminIntegrationsScreen, (parts) => new AdminIntegrationsViewModel(parts.get(PlatformAdminService)));
