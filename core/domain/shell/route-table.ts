/**
 * The route table of spec 2.1 with decisions D1/D2: who may open each path, whether it needs a
 * current space, and whether it shows the app shell.
 */
export type RouteAccess =
  /** Anyone. */
  | 'public'
  /** Login required; platform admins are sent to the admin dashboard. */
  | 'signed-in'
  /** Login required, open to every role. */
  | 'login'
  /** Platform admins only. */
  | 'admin'
  /** Org owners and org admins only. */
  | 'org-admin'
  /** The org owner only (no such route is defined yet; the rule exists). */
  | 'org-owner';

export interface RouteDefinition {
  name: string;
  /** Path pattern; `:param` matches one segment. */
  pattern: string;
  access: RouteAccess;
  /** Shows the sidebar and header. */
  shell: boolean;
  /** Needs spaces loaded and a current space (non-admins). */
  requiresSpace?: boolean;
  label?: string;
}

const signedIn = (name: string, pattern: string, extra: Partial<RouteDefinition> = {}): RouteDefinition => ({
  name,
  pattern,
  access: 'signed-in',
  shell: true,
  ...extra,
});

export const ROUTES: readonly RouteDefinition[] = [
  { name: 'Login', pattern: '/login', access: 'public', shell: false },
  { name: 'Register', pattern: '/register', access: 'public', shell: false },
  { name: 'VerifyEmail', pattern: '/verify-email', access: 'public', shell: false },
  { name: 'ForgotPassword', pattern: '/forgot-password', access: 'public', shell: false },
  { name: 'ResetPassword', pattern: '/reset-password', access: 'public', shell: false },
  { name: 'Waitlist', pattern: '/waitlist', access: 'public', shell: false },
  { name: 'Pricing', pattern: '/pricing', access: 'public', shell: true },
  { name: 'PaymentSuccess', pattern: '/success', access: 'public', shell: true },
  { name: 'PaymentSuccess', pattern: '/payment/success', access: 'public', shell: true },
  { name: 'SpaceProfileSetup', pattern: '/space-setup', access: 'login', shell: true, requiresSpace: true },
  { name: 'OrganizationOnboarding', pattern: '/onboarding', access: 'login', shell: true },
  { name: 'GA4Setup', pattern: '/ga4-setup', access: 'login', shell: true },
  signedIn('Dashboard', '/dashboard', { requiresSpace: true }),
  signedIn('Connections', '/connections'),
  signedIn('GA4PropertiesManagement', '/connections/ga4/manage'),
  signedIn('McpServers', '/connections/mcp'),
  signedIn('OdooConnections', '/connections/odoo/manage'),
  signedIn('PublishingSent', '/connections/publishing', { requiresSpace: true }),
  signedIn('KnowledgeBase', '/knowledge-base', { requiresSpace: true }),
  signedIn('KnowledgeBaseUrl', '/knowledge-base/urls/:id', { requiresSpace: true }),
  signedIn('url-intel-item', '/knowledge-base/urls/:id/view', { requiresSpace: true }),
  signedIn('Assets', '/assets', { requiresSpace: true }),
  signedIn('Agents', '/agents', { requiresSpace: true, label: 'AI Agents' }),
  signedIn('AgentManagement', '/agents/manage', { requiresSpace: true }),
  signedIn('AgentChat', '/agents/:slug', { requiresSpace: true }),
  signedIn('AgentConfiguration', '/agents/:slug/configure', { requiresSpace: true }),
  signedIn('AgentChatSession', '/agents/:slug/chat/:sessionId', { requiresSpace: true }),
  signedIn('AgentMode', '/agent-mode'),
  signedIn('Settings', '/settings'),
  signedIn('WorkspaceSettings', '/workspace-settings'),
  signedIn('Credits', '/credits'),
  signedIn('Apollo', '/apollo'),
  signedIn('Instantly', '/instantly'),
  signedIn('InstantlyCampaigns', '/instantly/campaigns'),
  signedIn('InstantlyAnalytics', '/instantly/analytics'),
  signedIn('InstantlySettings', '/instantly/settings'),
  { name: 'AdminDashboard', pattern: '/admin/dashboard', access: 'admin', shell: true },
  { name: 'AdminUsers', pattern: '/admin/users', access: 'admin', shell: true },
  { name: 'AdminOrganizations', pattern: '/admin/organizations', access: 'admin', shell: true },
  { name: 'AdminSecurity', pattern: '/admin/security', access: 'admin', shell: true },
  { name: 'AdminIntegrations', pattern: '/admin/integrations', access: 'admin', shell: true },
  { name: 'OrgAdminDashboard', pattern: '/org-admin/dashboard', access: 'org-admin', shell: true },
  { name: 'OrgAdminUsers', pattern: '/org-admin/users', access: 'org-admin', shell: true, label: 'Manage Users' },
];

/** Fixed redirects: legacy paths and bare parents (spec 2.1). */
export const STATIC_REDIRECTS: readonly { pattern: string; to: (params: Record<string, string>) => string }[] = [
  { pattern: '/url-intelligence', to: () => '/knowledge-base?tab=urls' },
  { pattern: '/url-intelligence/sources/:id', to: (p) => `/knowledge-base/urls/${encodeURIComponent(p.id ?? '')}/view` },
  { pattern: '/admin', to: () => '/admin/dashboard' },
  { pattern: '/org-admin', to: () => '/org-admin/dashboard' },
];

/** Pages on which auth events never navigate (spec 2.2). */
export const AUTH_PAGES = ['/login', '/register', '/verify-email', '/forgot-password', '/reset-password', '/waitlist'] as const;

export interface RouteMatch {
  route: RouteDefinition;
  params: Record<string, string>;
}

/** Matches a path (no query) against a pattern; static segments win over parameters by table order. */
export function matchPattern(pattern: string, path: string): Record<string, string> | null {
  const want = pattern.split('/').filter(Boolean);
  const got = path.split('/').filter(Boolean);
  if (want.length !== got.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < want.length; i++) {
    const w = want[i]!;
    const g = got[i]!;
    if (w.startsWith(':')) params[w.slice(1)] = safeDecode(g);
    else if (w !== g) return null;
  }
  return params;
}

export function findRoute(path: string, routes: readonly RouteDefinition[] = ROUTES): RouteMatch | null {
  // Static patterns first, so /agents/manage is not taken for /agents/:slug.
  const ordered = [...routes].sort((a, b) => paramCount(a.pattern) - paramCount(b.pattern));
  for (const route of ordered) {
    const params = matchPattern(route.pattern, path);
    if (params) return { route, params };
  }
  return null;
}

function paramCount(pattern: string): number {
  return pattern.split('/').filter((s) => s.startsWith(':')).length;
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
