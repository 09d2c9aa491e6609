import { describe, expect, it } from 'vitest';
import { clientHarness } from '../../support/client-harness.ts';
import { TourState } from '../../../core/client/tour/tour-state.ts';
import { SidebarState, SIDEBAR_COLLAPSED_PX, SIDEBAR_EXPANDED_PX, SIDEBAR_DRAWER_PX, MOBILE_BREAKPOINT_PX } from '../../../core/client/shell/sidebar-state.ts';
import { TOUR_STEPS, TOUR_TOOLTIP_OFFSET_PX } from '../../../core/domain/shell/tour-steps.ts';
import { ClientLog, MAX_LOG_ENTRIES, logPreview } from '../../../core/client/logging/client-log.ts';

describe('guided tour (spec 4.5)', () => {
  it('R-TOUR-01 R-TOUR-05 R-ENTITY-52 five steps in order with a 20px offset; each has id, target, title, description, position', () => {
    for (const step of TOUR_STEPS) expect(Object.keys(step).sort()).toEqual(['description', 'id', 'position', 'target', 'title']);
    expect(TOUR_STEPS.map((s) => s.id)).toEqual(['knowledge-base', 'workspace-settings', 'agents', 'connections', 'manage-users']);
    expect(TOUR_TOOLTIP_OFFSET_PX).toBe(20);
  });

  it('R-TOUR-06 R-TOUR-07 R-TOUR-02 R-TOUR-03 R-TOUR-04 R-TOUR-09 inactive, then step 1 of 5; Next, Previous, "Got it!" completes', () => {
    const h = clientHarness();
    const tour = h.get(TourState);
    expect(tour.active).toBe(false);
    expect(tour.start('org_owner')).toBe(true);
    expect([tour.active, tour.stepIndex + 1, tour.steps.length]).toEqual([true, 1, 5]);
    expect(tour.primaryLabel).toBe('Next');
    tour.next();
    tour.previous();
    expect(tour.stepIndex).toBe(0);
    for (let i = 0; i < 4; i++) tour.next();
    expect(tour.primaryLabel).toBe('Got it!');
    tour.next();
    expect(tour.active).toBe(false);
    expect(h.storage.get('tour_completed')).toBe('true');
  });

  it('R-TOUR-01 R-TOUR-07 R-SIDEBAR-12 an org admin and a member both walk the five steps; a member, who has no Manage Users, is told who manages users', () => {
    const admin = clientHarness().get(TourState);
    admin.start('org_admin');
    expect(admin.steps.map((s) => s.id)).toEqual(['knowledge-base', 'workspace-settings', 'agents', 'connections', 'manage-users']);
    expect(admin.steps[4]!.target).toBe('[data-tour="manage-users"]');
    const h = clientHarness();
    const member = h.get(TourState);
    member.start('org_member');
    expect(member.steps.map((s) => s.id)).toEqual(['knowledge-base', 'workspace-settings', 'agents', 'connections', 'manage-users']);
    expect(member.steps[4]!.target).toBe('');
    for (let i = 0; i < 4; i++) member.next();
    expect(member.primaryLabel).toBe('Got it!');
    member.next();
    expect(member.active).toBe(false);
    expect(h.storage.get('tour_completed')).toBe('true');
  });

  it('R-TOUR-08 R-STORAGE-09 skipping marks it done; R-TOUR-10 reset clears the mark; R-TOUR-11 a done tour does not start', () => {
    const h = clientHarness();
    const tour = h.get(TourState);
    tour.start('org_member');
    tour.skip();
    expect(h.storage.get('tour_completed')).toBe('true');
    expect(tour.start('org_member')).toBe(false);
    tour.reset();
    expect(h.storage.get('tour_completed')).toBeNull();
    expect(tour.start('org_member')).toBe(true);
  });

  it('R-TOUR-12 R-STORAGE-11 not twice in one browser session', () => {
    const h = clientHarness();
    const tour = h.get(TourState);
    expect(tour.start('org_member')).toBe(true);
    expect(h.session.get('tour_shown_this_session')).toBe('true');
    expect(h.get(TourState).start('org_member')).toBe(false);
  });

  it('R-TOUR-13 on Dashboard it starts 1.5 s after load', () => {
    const h = clientHarness();
    const tour = h.get(TourState);
    tour.scheduleOnDashboard('org_owner');
    h.clock.advance(1499);
    expect(tour.active).toBe(false);
    h.clock.advance(1);
    expect(tour.active).toBe(true);
  });

  it('R-TOUR-14 not while the welcome-modal flag is set; R-TOUR-15 never for system admins', () => {
    const h = clientHarness();
    h.storage.set('show_welcome_modal', 'true');
    const tour = h.get(TourState);
    tour.scheduleOnDashboard('org_member');
    h.clock.advance(5000);
    expect(tour.active).toBe(false);
    const admin = clientHarness();
    admin.get(TourState).scheduleOnDashboard('system_admin');
    admin.clock.advance(5000);
    expect(admin.get(TourState).active).toBe(false);
    expect(admin.get(TourState).start('system_admin')).toBe(false);
  });
});

describe('sidebar (spec 2.3, 4.6)', () => {
  it('R-SHELL-02 R-SHELL-03 R-SHELL-05 sizes: 72px collapsed, w-64 (256px) expanded, 280px drawer under 768px', () => {
    expect([SIDEBAR_COLLAPSED_PX, SIDEBAR_EXPANDED_PX, SIDEBAR_DRAWER_PX, MOBILE_BREAKPOINT_PX]).toEqual([72, 256, 280, 768]);
    const sidebar = clientHarness().get(SidebarState);
    expect(sidebar.isMobile(767)).toBe(true);
    expect(sidebar.isMobile(768)).toBe(false);
  });

  it('R-SIDEBAR-02 R-SIDEBAR-03 R-STORAGE-07 toggling collapses and persists sidebar-collapsed', () => {
    const h = clientHarness();
    const sidebar = h.get(SidebarState);
    sidebar.toggle();
    expect(sidebar.collapsed).toBe(true);
    expect(sidebar.widthPx).toBe(72);
    expect(h.storage.get('sidebar-collapsed')).toBe('true');
    sidebar.toggle();
    expect(sidebar.widthPx).toBe(256);
  });

  it('R-SIDEBAR-04 R-SIDEBAR-05 R-SIDEBAR-06 R-STORAGE-08 pinning expands it, persists, and leaving does not collapse it', () => {
    const h = clientHarness();
    const sidebar = h.get(SidebarState);
    sidebar.toggle();
    sidebar.setPinned(true);
    expect(sidebar.expanded).toBe(true);
    expect(h.storage.get('sidebar-pinned')).toBe('true');
    sidebar.pointerEnter();
    sidebar.pointerLeave();
    expect(sidebar.expanded).toBe(true);
  });

  it('R-SIDEBAR-07 a collapsed sidebar expands on hover', () => {
    const sidebar = clientHarness().get(SidebarState);
    sidebar.toggle();
    expect(sidebar.expanded).toBe(false);
    sidebar.pointerEnter();
    expect(sidebar.expanded).toBe(true);
    sidebar.pointerLeave();
    expect(sidebar.expanded).toBe(false);
  });

  it('R-SHELL-04 the mobile menu button opens the drawer', () => {
    const sidebar = clientHarness().get(SidebarState);
    sidebar.openDrawer();
    expect(sidebar.drawerOpen).toBe(true);
  });
});

describe('client log (spec 9)', () => {
  it('R-CONST-02 R-CONST-03 R-ENTITY-54 keeps at most 1000 entries of {timestamp, level, message, context}; previews are cut at 100 characters', () => {
    const log = clientHarness().get(ClientLog);
    for (let i = 0; i < MAX_LOG_ENTRIES + 5; i++) log.log('info', `entry ${i}`);
    expect(log.all()).toHaveLength(1000);
    expect(log.all()[0]!.message).toBe('entry 5');
    log.log('warn', 'with context', { a: 1 });
    expect(Object.keys(log.all().at(-1)!).sort()).toEqual(['context', 'level', 'message', 'timestamp']);
    expect(logPreview('x'.repeat(150))).toHaveLength(100);
  });
});
