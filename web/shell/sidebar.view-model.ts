import { actionBound, computed, makeObservable, observable } from 'mobx';
import { MOBILE_BREAKPOINT_PX, SIDEBAR_COLLAPSED_PX, SIDEBAR_DRAWER_PX, type SidebarState } from '../../core/client/shell/sidebar-state.ts';
import { Messages } from '../../core/domain/messages.ts';
import { isOrgAdmin, isPlatformAdmin, type Role } from '../../core/domain/roles.ts';
import type { Space } from '../../core/domain/spaces/space.ts';
import type { IconName } from '@blueprintjs/core';

export interface NavItem {
  label: string;
  to: string;
  icon: IconName;
  /** The guided tour points at this item (tour step target `[data-tour="..."]`). */
  tourId?: string;
  /** A pulsing dot beside the label. */
  pulse?: boolean;
}

export interface NavGroup {
  label: string;
  items: NavItem[];
}

/** The role and the current space, as the sidebar needs them. */
export interface SidebarContext {
  readonly role: Role | undefined;
  readonly current: Space | null;
}

const MEMBER_GROUPS: NavGroup[] = [
  {
    label: Messages.navAnalytics,
    items: [
      { label: 'Dashboard', to: '/dashboard', icon: 'dashboard' },
      { label: 'Connections', to: '/connections', icon: 'data-connection', tourId: 'connections' },
      { label: 'Instantly', to: '/instantly', icon: 'envelope' },
      { label: 'Apollo', to: '/apollo', icon: 'search-template' },
    ],
  },
  {
    label: Messages.navAiTools,
    items: [
      { label: 'Knowledge Base', to: '/knowledge-base', icon: 'book', tourId: 'knowledge-base' },
      { label: Messages.aiAgents, to: '/agents', icon: 'predictive-analysis', tourId: 'agents' },
      { label: 'Agent Mode', to: '/agent-mode', icon: 'lightning' },
      { label: 'Assets', to: '/assets', icon: 'media' },
    ],
  },
  {
    label: Messages.navManagement,
    items: [{ label: 'Workspace Settings', to: '/workspace-settings', icon: 'settings', tourId: 'workspace-settings' }],
  },
];

const SYSTEM_ADMIN_GROUP: NavGroup = {
  label: Messages.navSystemAdmin,
  items: [
    { label: 'Dashboard', to: '/admin/dashboard', icon: 'dashboard' },
    { label: 'Integrations', to: '/admin/integrations', icon: 'data-connection' },
    { label: 'Users', to: '/admin/users', icon: 'people' },
    { label: 'Organizations', to: '/admin/organizations', icon: 'office' },
    { label: 'Security', to: '/admin/security', icon: 'shield' },
  ],
};

const ORG_ADMIN_GROUP: NavGroup = {
  label: Messages.navOrganizationAdmin,
  items: [{ label: Messages.manageUsers, to: '/org-admin/users', icon: 'people', tourId: 'manage-users' }],
};

/**
 * The sidebar (spec 2.3, 4.6): the core's SidebarState made observable, the nav groups of the
 * user's role, and the layout widths for desktop and the mobile drawer.
 */
export class SidebarViewModel {
  viewportWidth: number;
  readonly drawerWidthPx = SIDEBAR_DRAWER_PX;

  constructor(
    private readonly state: SidebarState,
    private readonly context: SidebarContext,
    viewportWidth: number,
  ) {
    this.viewportWidth = viewportWidth;
    makeObservable(this, {
      viewportWidth: observable,
      collapsed: computed,
      pinned: computed,
      expanded: computed,
      widthPx: computed,
      layoutWidthPx: computed,
      isMobile: computed,
      drawerOpen: computed,
      groups: computed,
      completeProfileItem: computed,
      setViewportWidth: actionBound,
      toggle: actionBound,
      togglePinned: actionBound,
      pointerEnter: actionBound,
      pointerLeave: actionBound,
      openDrawer: actionBound,
      closeDrawer: actionBound,
    });
  }

  get collapsed(): boolean {
    return this.state.collapsed;
  }

  get pinned(): boolean {
    return this.state.pinned;
  }

  get expanded(): boolean {
    return this.isMobile || this.state.expanded;
  }

  get widthPx(): number {
    return this.state.widthPx;
  }

  /** Room the content leaves for the sidebar: a hover-expanded sidebar floats over the page. */
  get layoutWidthPx(): number {
    if (this.isMobile) return 0;
    return this.state.collapsed && !this.state.pinned ? SIDEBAR_COLLAPSED_PX : this.state.widthPx;
  }

  get isMobile(): boolean {
    return this.viewportWidth < MOBILE_BREAKPOINT_PX;
  }

  get drawerOpen(): boolean {
    return this.isMobile && this.state.drawerOpen;
  }

  get groups(): NavGroup[] {
    const role = this.context.role;
    if (isPlatformAdmin(role)) return [SYSTEM_ADMIN_GROUP];
    const groups = [...MEMBER_GROUPS];
    if (isOrgAdmin(role)) groups.push(ORG_ADMIN_GROUP);
    return groups;
  }

  /** Only the org owner, and only while the current space's onboarding is incomplete (decisions D4). */
  get completeProfileItem(): NavItem | null {
    const space = this.context.current;
    if (this.context.role !== 'org_owner' || !space || space.onboarding_completed) return null;
    return { label: Messages.completeSpaceProfile, to: '/space-setup', icon: 'clipboard', pulse: true };
  }

  setViewportWidth(width: number): void {
    this.viewportWidth = width;
    if (!this.isMobile) this.state.closeDrawer();
  }

  /** Ctrl/Cmd+B. */
  toggle(): void {
    this.state.toggle();
  }

  togglePinned(): void {
    this.state.setPinned(!this.state.pinned);
  }

  pointerEnter(): void {
    this.state.pointerEnter();
  }

  pointerLeave(): void {
    this.state.pointerLeave();
  }

  openDrawer(): void {
    this.state.openDrawer();
  }

  closeDrawer(): void {
    this.state.closeDrawer();
  }
}

/** Ctrl+B or Cmd+B, without other modifiers. */
export function isSidebarToggleKey(event: { key: string; ctrlKey: boolean; metaKey: boolean; altKey: boolean; shiftKey: boolean }): boolean {
  return (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey && event.key.toLowerCase() === 'b';
}
