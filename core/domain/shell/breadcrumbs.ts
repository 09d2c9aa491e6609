import { agentDisplayName } from '../agents/agents.ts';
import { isPlatformAdmin, type Role } from '../roles.ts';
import { matchPattern } from './route-table.ts';

/** One crumb of the breadcrumb (spec 2.3); `href` is null for the last one, which is not a link. */
export interface Crumb {
  label: string;
  href: string | null;
}

export const HOME_CRUMB_LABEL = 'Home';
const HOME_HREF = '/dashboard';

interface Parent {
  label: string;
  href: string;
}
const CONNECTIONS: Parent = { label: 'Connections', href: '/connections' };
const AGENTS: Parent = { label: 'Agents', href: '/agents' };
const KNOWLEDGE_BASE: Parent = { label: 'Knowledge Base', href: '/knowledge-base' };
const INSTANTLY: Parent = { label: 'Instantly', href: '/instantly' };

/** The breadcrumb map: each page's own label and the parents shown before it. */
const PAGES: readonly { pattern: string; parents: readonly Parent[]; label: (params: Record<string, string>) => string }[] = [
  { pattern: '/dashboard', parents: [], label: () => '' },
  { pattern: '/connections', parents: [], label: () => CONNECTIONS.label },
  { pattern: '/connections/ga4/manage', parents: [CONNECTIONS], label: () => 'Manage GA4 Properties' },
  { pattern: '/connections/mcp', parents: [CONNECTIONS], label: () => 'Tool Servers' },
  { pattern: '/connections/odoo/manage', parents: [CONNECTIONS], label: () => 'Odoo Connections' },
  { pattern: '/connections/publishing', parents: [CONNECTIONS], label: () => 'Sent Drafts' },
  { pattern: '/ga4-setup', parents: [CONNECTIONS], label: () => 'GA4 Setup' },
  { pattern: '/knowledge-base', parents: [], label: () => KNOWLEDGE_BASE.label },
  { pattern: '/knowledge-base/urls/:id', parents: [KNOWLEDGE_BASE], label: () => 'URL Source' },
  { pattern: '/knowledge-base/urls/:id/view', parents: [KNOWLEDGE_BASE], label: () => 'URL Content' },
  { pattern: '/assets', parents: [], label: () => 'Assets' },
  { pattern: '/agents', parents: [], label: () => AGENTS.label },
  { pattern: '/agents/manage', parents: [AGENTS], label: () => 'Manage Agents' },
  { pattern: '/agents/:slug', parents: [AGENTS], label: (p) => agentDisplayName(p.slug ?? '') },
  { pattern: '/agents/:slug/configure', parents: [AGENTS], label: (p) => `${agentDisplayName(p.slug ?? '')} Config` },
  { pattern: '/agents/:slug/chat/:sessionId', parents: [AGENTS], label: (p) => agentDisplayName(p.slug ?? '') },
  { pattern: '/agent-mode', parents: [], label: () => 'Agent Mode' },
  { pattern: '/instantly', parents: [], label: () => INSTANTLY.label },
  { pattern: '/instantly/campaigns', parents: [INSTANTLY], label: () => 'Campaigns' },
  { pattern: '/instantly/analytics', parents: [INSTANTLY], label: () => 'Analytics' },
  { pattern: '/instantly/settings', parents: [INSTANTLY], label: () => 'Settings' },
  { pattern: '/apollo', parents: [], label: () => 'Apollo' },
  { pattern: '/settings', parents: [], label: () => 'Settings' },
  { pattern: '/workspace-settings', parents: [], label: () => 'Workspace Settings' },
  { pattern: '/credits', parents: [], label: () => 'Credits' },
  { pattern: '/pricing', parents: [], label: () => 'Pricing' },
  { pattern: '/space-setup', parents: [], label: () => 'Space Profile' },
  { pattern: '/onboarding', parents: [], label: () => 'Onboarding' },
  { pattern: '/org-admin/dashboard', parents: [], label: () => 'Organization Admin' },
  { pattern: '/org-admin/users', parents: [], label: () => 'Manage Users' },
];

/** Title case of a path segment, for pages the map does not name. */
function titleCase(segment: string): string {
  return segment
    .split('-')
    .filter(Boolean)
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(' ');
}

/**
 * The breadcrumb of a path (spec 2.3): none for platform admins; otherwise a home crumb to
 * /dashboard, the page's parents (Connections, Agents, Knowledge Base, Instantly), then the page.
 * Agent pages show the agent's name (or the title-cased slug), with ' Config' on configuration.
 * The last crumb is never a link.
 */
export function breadcrumbsFor(path: string, role: Role | undefined): Crumb[] | null {
  if (isPlatformAdmin(role)) return null;
  const clean = path.split(/[?#]/)[0]!.replace(/\/{2,}/g, '/').replace(/(.)\/$/, '$1');
  const trail: { label: string; href: string }[] = [{ label: HOME_CRUMB_LABEL, href: HOME_HREF }];
  // Static patterns before parameter ones, so /agents/manage is not read as an agent slug.
  const page = [...PAGES]
    .sort((a, b) => a.pattern.split(':').length - b.pattern.split(':').length)
    .map((p) => ({ page: p, params: matchPattern(p.pattern, clean) }))
    .find((m) => m.params !== null);
  if (page) {
    trail.push(...page.page.parents);
    const label = page.page.label(page.params!);
    if (label) trail.push({ label, href: clean });
  } else {
    const last = clean.split('/').filter(Boolean).pop();
    if (last) trail.push({ label: titleCase(last), href: clean });
  }
  return trail.map((crumb, index) => ({ label: crumb.label, href: index === trail.length - 1 ? null : crumb.href }));
}
