import type { ComponentType } from 'react';
import { createBrowserRouter, type LoaderFunction, type RouteObject } from 'react-router-dom';
import { guardAlwaysRevalidates } from './navigation-guard.ts';
import { RootLayout, RouteError, StartingUp } from '../shell/root-layout.tsx';

/** A route whose screen is loaded on first visit, in its own chunk (React Router's route `lazy`). */
function screen(path: string, load: () => Promise<{ Component: RouteObject['Component'] }>): RouteObject {
  return { path, lazy: load };
}

/**
 * The route tree: Login and Register without the shell, every other page inside it, all under the
 * guard. Each screen is its own chunk, and the shell comes with the signed-in half of the composition root
 * (`loadShell`, web/main.tsx), so Login loads no signed-in code.
 */
export function createAppRouter(guardLoader: LoaderFunction, loadShell: () => Promise<ComponentType>) {
  return createBrowserRouter([
    {
      id: 'guard',
      loader: guardLoader,
      shouldRevalidate: guardAlwaysRevalidates,
      Component: RootLayout,
      HydrateFallback: StartingUp,
      ErrorBoundary: RouteError,
      children: [
        // '/' only ever redirects (the guard sends it to Login or the role's home).
        { path: '/', Component: StartingUp },
        screen('/login', async () => ({ Component: (await import('../screens/login-screen.tsx')).LoginScreen })),
        screen('/register', async () => ({ Component: (await import('../screens/register-screen.tsx')).RegisterScreen })),
        screen('/verify-email', async () => ({ Component: (await import('../screens/verify-email-screen.tsx')).VerifyEmailScreen })),
        screen('/forgot-password', async () => ({ Component: (await import('../screens/forgot-password-screen.tsx')).ForgotPasswordScreen })),
        screen('/reset-password', async () => ({ Component: (await import('../screens/reset-password-screen.tsx')).ResetPasswordScreen })),
        screen('/waitlist', async () => ({ Component: (await import('../screens/waitlist-screen.tsx')).WaitlistScreen })),
        {
          lazy: async () => ({ Component: await loadShell() }),
          children: [
            screen('/dashboard', async () => ({ Component: (await import('../screens/dashboard-screen.tsx')).DashboardScreen })),
            screen('/settings', async () => ({ Component: (await import('../screens/settings-screen.tsx')).SettingsScreen })),
            screen('/credits', async () => ({ Component: (await import('../screens/credits-screen.tsx')).CreditsScreen })),
            screen('/pricing', async () => ({ Component: (await import('../screens/pricing-screen.tsx')).PricingScreen })),
            screen('/workspace-settings', async () => ({ Component: (await import('../screens/workspace-settings-screen.tsx')).WorkspaceSettingsScreen })),
            screen('/space-setup', async () => ({ Component: (await import('../screens/space-profile-screen.tsx')).SpaceProfileScreen })),
            screen('/onboarding', async () => ({ Component: (await import('../screens/onboarding-screen.tsx')).OnboardingScreen })),
            screen('/org-admin/users', async () => ({ Component: (await import('../screens/org-users-screen.tsx')).OrgUsersScreen })),
            screen('/admin/dashboard', async () => ({ Component: (await import('../screens/admin-dashboard-screen.tsx')).AdminDashboardScreen })),
            screen('/agents', async () => ({ Component: (await import('../screens/agents-screen.tsx')).AgentsScreen })),
            screen('/success', async () => ({ Component: (await import('../screens/payment-success-screen.tsx')).PaymentSuccessScreen })),
            screen('/payment/success', async () => ({ Component: (await import('../screens/payment-success-screen.tsx')).PaymentSuccessScreen })),
            screen('/connections', async () => ({ Component: (await import('../screens/connections-screen.tsx')).ConnectionsScreen })),
            screen('/connections/ga4/manage', async () => ({ Component: (await import('../screens/ga4-properties-screen.tsx')).Ga4PropertiesScreen })),
            screen('/connections/mcp', async () => ({ Component: (await import('../screens/mcp-servers-screen.tsx')).McpServersScreen })),
            screen('/connections/odoo/manage', async () => ({ Component: (await import('../screens/odoo-connections-screen.tsx')).OdooConnectionsScreen })),
            screen('/connections/publishing', async () => ({ Component: (await import('../screens/sent-drafts-screen.tsx')).SentDraftsScreen })),
            screen('/ga4-setup', async () => ({ Component: (await import('../screens/ga4-setup-screen.tsx')).Ga4SetupScreen })),
            screen('/knowledge-base', async () => ({ Component: (await import('../screens/knowledge-base-screen.tsx')).KnowledgeBaseScreen })),
            screen('/knowledge-base/urls/:id', async () => ({ Component: (await import('../screens/url-source-screen.tsx')).UrlSourceScreen })),
            screen('/knowledge-base/urls/:id/view', async () => ({ Component: (await import('../screens/url-source-screen.tsx')).UrlSourceViewScreen })),
            screen('/assets', async () => ({ Component: (await import('../screens/assets-screen.tsx')).AssetsScreen })),
            screen('/agents/manage', async () => ({ Component: (await import('../screens/agent-management-screen.tsx')).AgentManagementScreen })),
            screen('/agents/:slug', async () => ({ Component: (await import('../screens/agent-chat-screen.tsx')).AgentChatScreen })),
            screen('/agents/:slug/configure', async () => ({ Component: (await import('../screens/agent-configuration-screen.tsx')).AgentConfigurationScreen })),
            screen('/agents/:slug/chat/:sessionId', async () => ({ Component: (await import('../screens/agent-chat-screen.tsx')).AgentChatScreen })),
            screen('/agent-mode', async () => ({ Component: (await import('../screens/agent-mode-screen.tsx')).AgentModeScreen })),
            screen('/apollo', async () => ({ Component: (await import('../screens/apollo-screen.tsx')).ApolloScreen })),
            screen('/instantly', async () => ({ Component: (await import('../screens/instantly-screen.tsx')).InstantlyScreen })),
            screen('/instantly/campaigns', async () => ({ Component: (await import('../screens/instantly-campaigns-screen.tsx')).InstantlyCampaignsScreen })),
            screen('/instantly/analytics', async () => ({ Component: (await import('../screens/instantly-analytics-screen.tsx')).InstantlyAnalyticsScreen })),
            screen('/instantly/settings', async () => ({ Component: (await import('../screens/instantly-settings-screen.tsx')).InstantlySettingsScreen })),
            screen('/admin/users', async () => ({ Component: (await import('../screens/admin-users-screen.tsx')).AdminUsersScreen })),
            screen('/admin/organizations', async () => ({ Component: (await import('../screens/admin-organizations-screen.tsx')).AdminOrganizationsScreen })),
            screen('/admin/security', async () => ({ Component: (await import('../screens/admin-security-screen.tsx')).AdminSecurityScreen })),
            screen('/admin/integrations', async () => ({ Component: (await import('../screens/admin-integrations-screen.tsx')).AdminIntegrationsScreen })),
            screen('/org-admin/dashboard', async () => ({ Component: (await import('../screens/org-admin-dashboard-screen.tsx')).OrgAdminDashboardScreen })),
          ],
        },
        screen('*', async () => ({ Component: (await import('../screens/not-found-screen.tsx')).NotFoundScreen })),
      ],
    },
  ]);
}

export type AppRouter = ReturnType<typeof createAppRouter>;
