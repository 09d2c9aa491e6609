import { OrganizationStore } from '../../core/client/organizations/organization-store.ts';
import { withViewModel } from '../view-model-context.tsx';
import { OrgUsersScreen } from './org-users-screen.tsx';
import { OrgUsersViewModel } from './org-users.view-model.ts';

/** /org-admin/users: the screen and its view-model, made fresh for each visit. */
export const OrgUsersPage = withViewModel(OrgUsersScreen, (parts) => new OrgUsersViewModel(parts.get(OrganizationStore), parts.session, parts.notifier));
