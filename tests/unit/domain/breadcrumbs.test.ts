import { describe, expect, it } from 'vitest';
import { breadcrumbsFor, HOME_CRUMB_LABEL } from '../../../core/domain/shell/breadcrumbs.ts';

const labels = (path: string) => breadcrumbsFor(path, 'org_member')?.map((c) => c.label);

describe('breadcrumb (spec 2.3)', () => {
  it('R-CRUMB-01 platform admins get no breadcrumb', () => {
    expect(breadcrumbsFor('/dashboard', 'system_admin')).toBeNull();
    expect(breadcrumbsFor('/admin/users', 'support_admin')).toBeNull();
    expect(breadcrumbsFor('/dashboard', 'org_owner')).not.toBeNull();
  });

  it('R-CRUMB-02 starts with a home crumb linking to /dashboard', () => {
    expect(breadcrumbsFor('/credits', 'org_owner')![0]).toEqual({ label: HOME_CRUMB_LABEL, href: '/dashboard' });
    // On the Dashboard itself the home crumb is the page, so it is the (unlinked) last crumb.
    expect(breadcrumbsFor('/dashboard', 'org_owner')).toEqual([{ label: HOME_CRUMB_LABEL, href: null }]);
  });

  it('R-CRUMB-03 R-CRUMB-07 pages under Connections show it as parent; GA4 management reads Connections, Manage GA4 Properties', () => {
    expect(breadcrumbsFor('/connections/ga4/manage', 'org_member')).toEqual([
      { label: 'Home', href: '/dashboard' },
      { label: 'Connections', href: '/connections' },
      { label: 'Manage GA4 Properties', href: null },
    ]);
  });

  it('R-CRUMB-04 R-CRUMB-08 agent pages show Agents, then the agent name', () => {
    expect(breadcrumbsFor('/agents/email-agent', 'org_member')).toEqual([
      { label: 'Home', href: '/dashboard' },
      { label: 'Agents', href: '/agents' },
      { label: 'Email Agent', href: null },
    ]);
    expect(labels('/agents/cmo/chat/session-1')).toEqual(['Home', 'Agents', 'CMO Agent']);
    expect(labels('/agents/manage')).toEqual(['Home', 'Agents', 'Manage Agents']);
  });

  it('R-CRUMB-09 an unknown agent shows its title-cased slug', () => {
    expect(labels('/agents/growth-hacker-bot')).toEqual(['Home', 'Agents', 'Growth Hacker Bot']);
  });

  it('R-CRUMB-10 the configuration page appends " Config"', () => {
    expect(labels('/agents/seo-agent/configure')).toEqual(['Home', 'Agents', 'SEO Agent Config']);
    expect(labels('/agents/new-thing/configure')).toEqual(['Home', 'Agents', 'New Thing Config']);
  });

  it('R-CRUMB-05 pages under Knowledge Base show it as parent', () => {
    expect(labels('/knowledge-base/urls/u1/view')).toEqual(['Home', 'Knowledge Base', 'URL Content']);
    expect(breadcrumbsFor('/knowledge-base/urls/u1', 'org_member')![1]).toEqual({ label: 'Knowledge Base', href: '/knowledge-base' });
  });

  it('R-CRUMB-06 pages under Instantly show it as parent', () => {
    expect(breadcrumbsFor('/instantly/campaigns', 'org_admin')).toEqual([
      { label: 'Home', href: '/dashboard' },
      { label: 'Instantly', href: '/instantly' },
      { label: 'Campaigns', href: null },
    ]);
  });

  it('R-CRUMB-11 the last crumb is never a link, every other one is', () => {
    for (const path of ['/credits', '/connections', '/agents/cmo/configure', '/instantly/settings', '/some-new-page', '/workspace-settings/']) {
      const crumbs = breadcrumbsFor(path, 'org_member')!;
      expect(crumbs.at(-1)!.href).toBeNull();
      expect(crumbs.slice(0, -1).every((c) => c.href !== null)).toBe(true);
    }
    expect(labels('/some-new-page')).toEqual(['Home', 'Some New Page']);
    expect(labels('/workspace-settings/')).toEqual(['Home', 'Workspace Settings']);
  });
});
