import type { WebFeature } from '../web-feature.ts';

/** The platform admin's pages: the dashboard, users, organizations, security (audit log, waitlist) and integrations. */
export const adminFeature: WebFeature = {
  name: 'admin',
  pages: [
    { path: '/admin/dashboard', load: async () => (await import('./admin-dashboard-page.tsx')).AdminDashboardPage },
    { path: '/admin/users', load: async () => (await import('./admin-users-page.tsx')).AdminUsersPage },
    { path: '/admin/organizations', load: async () => (await import('./admin-organizations-page.tsx')).AdminOrganizationsPage },
    { path: '/admin/security', load: async () => (await import('./admin-security-page.tsx')).AdminSecurityPage },
    { path: '/admin/integrations', load: async () => (await import('./admin-integrations-page.tsx')).AdminIntegrationsPage },
  ],
};
