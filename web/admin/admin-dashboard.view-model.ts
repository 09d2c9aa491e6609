import { actionBound, makeObservable, observable } from 'mobx';
import type { PlatformAdminService } from '../../core/client/admin/platform-admin-service.ts';
import type { AdminOrganization, AdminUser, AuditEntry } from '../../core/domain/admin/platform-admin.ts';
import { LoadState } from '../view-models/load-state.ts';

export type AdminTab = 'users' | 'organizations' | 'audit';

const PAGE_SIZE = 50;

/** The platform admin dashboard: counts, users, organizations and the audit log (the core's PlatformAdminService). */
export class AdminDashboardViewModel {
  stats: { users: number; organizations: number } | null = null;
  users: AdminUser[] = [];
  usersTotal = 0;
  organizations: AdminOrganization[] = [];
  organizationsTotal = 0;
  audit: AuditEntry[] = [];
  auditTotal = 0;
  tab: AdminTab;
  /** Where the screen's load is: loading, its error, or ready. */
  readonly loadState = new LoadState();

  constructor(
    private readonly admin: PlatformAdminService,
    initialTab: AdminTab = 'users',
  ) {
    this.tab = initialTab;
    makeObservable(this, {
      stats: observable,
      users: observable,
      usersTotal: observable,
      organizations: observable,
      organizationsTotal: observable,
      audit: observable,
      auditTotal: observable,
      tab: observable,
      load: actionBound,
      setTab: actionBound,
    });
  }

  setTab(tab: AdminTab): void {
    this.tab = tab;
  }

  async load(): Promise<void> {
    await this.loadState.run(
      () =>
        Promise.all([
          this.admin.stats(),
          this.admin.users({ limit: PAGE_SIZE }),
          this.admin.organizations({ limit: PAGE_SIZE }),
          this.admin.auditLog({ limit: PAGE_SIZE }),
        ]),
      ([stats, users, organizations, audit]) => {
        this.stats = stats;
        this.users = users.rows;
        // First pages (no cursor): each is counted.
        this.usersTotal = users.total ?? 0;
        this.organizations = organizations.rows;
        this.organizationsTotal = organizations.total ?? 0;
        this.audit = audit.rows;
        this.auditTotal = audit.total ?? 0;
      },
    );
  }
}
