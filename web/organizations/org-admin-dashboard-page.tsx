import { OrganizationStore } from '../../core/client/organizations/organization-store.ts';
import { CreditsStore } from '../../core/client/credits/credits-store.ts';
import { withViewModel } from '../view-model-context.tsx';
import { OrgAdminDashboardScreen } from './org-admin-dashboard-screen.tsx';
import { OrgAdminDashboardViewModel } from './org-admin-dashboard.view-model.ts';

/** /org-admin/dashboard: the screen and its view-model, made fresh for each visit. */
export const OrgAdminDashboardPage = withViewModel(OrgAdminDashboardScreen, (parts) => new OrgAdminDashboardViewModel(parts.get(OrganizationStore), parts.get(CreditsStore), parts.notifier));
