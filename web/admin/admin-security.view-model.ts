import { actionBound, computed, makeObservable, observable, runInAction } from 'mobx';
import type { PlatformAdminService } from '../../core/client/admin/platform-admin-service.ts';
import { AUDIT_ACTIONS, type AuditEntry, type WaitlistEntry } from '../../core/domain/admin/platform-admin.ts';
import type { Notifier } from '../view-models/notifier.ts';
import type { AdminActor } from './admin-users.view-model.ts';
import { RowActions } from '../view-models/row-actions.ts';
import { PagedTable } from './paged-table.ts';
import { AdminText } from './admin-text.ts';

export type SecurityTab = 'audit' | 'waitlist';

/** The organizations a filter offers (the first page the server gives; enough for a filter list). */
const ORGANIZATION_CHOICES = 200;

/**
 * Security (/admin/security): the audit log, filtered by action and organization and paged on the
 * server, and the waitlist's pending entries, which a system admin approves.
 */
export class AdminSecurityViewModel {
  tab: SecurityTab = 'audit';
  action = '';
  orgId = '';
  /** Organization names by id, for the filter and the table (best effort: ids show without them). */
  organizations: { id: string; name: string }[] = [];
  readonly rowActions = new RowActions();
  readonly actions = AUDIT_ACTIONS;
  readonly audit: PagedTable<AuditEntry>;
  readonly waitlist: PagedTable<WaitlistEntry>;
  private waitlistLoaded = false;

  constructor(
    private readonly admin: PlatformAdminService,
    private readonly actor: AdminActor,
    private readonly notifier: Notifier,
  ) {
    this.audit = new PagedTable((offset, limit, _q, cursor) => this.admin.auditLog({ action: this.action || undefined, org_id: this.orgId || undefined, offset, limit, cursor }));
    this.waitlist = new PagedTable((offset, limit) => this.admin.waitlist({ status: 'pending', offset, limit }));
    makeObservable<this, 'loadOrganizations'>(this, {
      tab: observable,
      action: observable,
      orgId: observable,
      organizations: observable,
      canWrite: computed,
      load: actionBound,
      setTab: actionBound,
      setAction: actionBound,
      setOrganization: actionBound,
      approve: actionBound,
      loadOrganizations: actionBound,
    });
  }

  get canWrite(): boolean {
    return this.actor.role === 'system_admin';
  }

  organizationName(id: string | null): string | null {
    if (!id) return null;
    return this.organizations.find((o) => o.id === id)?.name ?? id;
  }

  async load(): Promise<void> {
    void this.loadOrganizations();
    await this.audit.load(0);
  }

  setTab(tab: SecurityTab): void {
    this.tab = tab;
    if (tab === 'waitlist' && !this.waitlistLoaded) {
      this.waitlistLoaded = true;
      void this.waitlist.load(0);
    }
  }

  setAction(action: string): Promise<void> {
    this.action = action;
    return this.audit.first();
  }

  setOrganization(orgId: string): Promise<void> {
    this.orgId = orgId;
    return this.audit.first();
  }

  async approve(entry: WaitlistEntry): Promise<void> {
    if (!this.canWrite) return;
    await this.rowActions.run(entry.id, async () => {
      await this.admin.approveWaitlist(entry.id);
      this.notifier.show({ message: AdminText.approved(entry.email), intent: 'success' });
      await this.waitlist.reload();
    });
  }

  private async loadOrganizations(): Promise<void> {
    try {
      const page = await this.admin.organizations({ limit: ORGANIZATION_CHOICES });
      runInAction(() => {
        this.organizations = page.rows.map((o) => ({ id: o.id, name: o.name }));
      });
    } catch {
      // The filter then offers no organizations; the log itself still loads and shows ids.
    }
  }
}
