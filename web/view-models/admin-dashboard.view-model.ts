import { makeAutoObservable, runInAction } from 'mobx';
import type { ApiClient } from '../../core/client/api/api-client.ts';
import type { AdminOrganization, AdminUser, AuditEntry } from '../../core/domain/platform-admin.ts';
import { messageOf, type LoadStatus } from './credits.view-model.ts';

export type AdminTab = 'users' | 'organizations' | 'audit';

/** The platform admin dashboard: counts, users, organizations and the audit log (GET /admin/...). */
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
    private readonly api: ApiClient,
    initialTab: AdminTab = 'users',
  ) {
    this.tab = initialTab;
    makeAutoObservable<this, 'api'>(this, { api: false }, { autoBind: true });
  }

  setTab(tab: AdminTab): void {
    this.tab = tab;
  }

  async load(): Promise<void> {
    this.status = 'loading';
    this.error = null;
    try {
      const [stats, users, organizations, audit] = await Promise.all([
        this.api.get<{ users: number; organizations: number }>('/admin/stats'),
        this.api.get<{ total: number; users: AdminUser[] }>('/admin/users?limit=50'),
        this.api.get<{ total: number; organizations: AdminOrganization[] }>('/admin/organizations?limit=50'),
        this.api.get<{ total: number; entries: AuditEntry[] }>('/admin/audit-log?limit=50'),
      ]);
      runInAction(() => {
        this.stats = stats;
        this.users = users.users;
        this.usersTotal = users.total;
        this.organizations = organizations.organizations;
        this.organizationsTotal = organizations.total;
        this.audit = audit.entries;
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
