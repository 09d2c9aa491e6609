import { makeAutoObservable, runInAction } from 'mobx';
import type { PlatformAdminService } from '../../core/client/admin/platform-admin-service.ts';
import type { AdminOrganization, AdminUser, AuditEntry } from '../../core/domain/platform-admin.ts';
import { messageOf, type LoadStatus } from './credits.view-model.ts';

export type AdminTab = 'users' | 'organizations' | 'audit';

const PAGE_SIZE = 50;

/** The platform admin dashboard: counts, users, organizations and the audit log (the core's PlatformAdminService). */
export class AdminDashboardViewModel {
  status: LoadStatus = 'loading';
  error: string | null = null;
  stats: { users: number; organizations: number } | null = null;
  users: AdminUser[] = [];
  usersTotal = 0;
  organizations: AdminOrganization[] = [];
  organizationsTotal = 0;
  audit: AuditEntry[] = [];
  auditTotal = 0;
  tab: AdminTab;

  constructor(
    private readonly admin: PlatformAdminService,
    initialTab: AdminTab = 'users',
  ) {
    this.tab = initialTab;
    makeAutoObservable<this, 'admin'>(this, { admin: false }, { autoBind: true });
  }

  setTab(tab: AdminTab): void {
    this.tab = tab;
  }

  async load(): Promise<void> {
    this.status = 'loading';
    this.error = null;
    try {
      const [stats, users, organizations, audit] = await Promise.all([
        this.admin.stats(),
        this.admin.users({ limit: PAGE_SIZE }),
        this.admin.organizations({ limit: PAGE_SIZE }),
        this.admin.auditLog({ limit: PAGE_SIZE }),
      ]);
      runInAction(() => {
        this.stats = stats;
        this.users = users.rows;
        this.usersTotal = users.total;
        this.organizations = organizations.rows;
        this.organizationsTotal = organizations.total;
        this.audit = audit.rows;
        this.auditTotal = audit.total;
        this.status = 'ready';
      });
    } catch (error) {
      runInAction(() => {
        this.status = 'error';
        this.error = messageOf(error);
      });
    }
  }
}
