import type { WebFeature } from '../web-feature.ts';

/** The organization's admin pages: its users (members, invitations, join requests) and its dashboard. */
export const organizationsFeature: WebFeature = {
  name: 'organizations',
  pages: [
    { path: '/org-admin/users', load: async () => (await import('./org-users-page.tsx')).OrgUsersPage },
    { path: '/org-admin/dashboard', load: async () => (await import('./org-admin-dashboard-page.tsx')).OrgAdminDashboardPage },
  ],
};
