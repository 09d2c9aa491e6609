import { describe, expect, it } from 'vitest';
import { DEFAULT_ROLE, ROLES, isOrgAdmin, isPlatformAdmin, roleHome } from '../../../core/domain/roles.ts';
import { StorageKeys, SessionStorageKeys } from '../../../core/domain/storage-keys.ts';

describe('roles (spec 6)', () => {
  it('R-ROLE-01 R-ROLE-02 the five roles, org_member by default', () => {
    expect(ROLES).toEqual(['system_admin', 'support_admin', 'org_owner', 'org_admin', 'org_member']);
    expect(DEFAULT_ROLE).toBe('org_member');
  });
  it('R-ROLE-03 "admin" means system_admin or support_admin; org admins are owners and admins', () => {
    expect(ROLES.filter(isPlatformAdmin)).toEqual(['system_admin', 'support_admin']);
    expect(ROLES.filter(isOrgAdmin)).toEqual(['org_owner', 'org_admin']);
    expect(roleHome('support_admin')).toBe('/admin/dashboard');
    expect(roleHome('org_member')).toBe('/dashboard');
  });
});

describe('storage keys (spec 3, 9)', () => {
  it('R-STORAGE-07 R-STORAGE-08 R-STORAGE-09 R-STORAGE-03 R-STORAGE-10 R-STORAGE-11 the keys are exactly the spec\'s', () => {
    expect(StorageKeys).toMatchObject({
      sidebarCollapsed: 'sidebar-collapsed',
      sidebarPinned: 'sidebar-pinned',
      tourCompleted: 'tour_completed',
      currentSpaceId: 'currentSpaceId',
      notificationsEnabled: 'notifications-enabled',
    });
    expect(SessionStorageKeys.tourShownThisSession).toBe('tour_shown_this_session');
  });
});
