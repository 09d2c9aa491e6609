import { PlatformAdminService } from '../../core/client/admin/platform-admin-service.ts';
import { formatCreditsExact } from '../../core/domain/billing/credits.ts';
import type { AdminOrganization, AdminUser, AuditEntry, WaitlistEntry } from '../../core/domain/admin/platform-admin.ts';
import type { AppAccess } from './app-access.ts';

/** A row of the admin Organizations screen, as it prints it (web/admin/admin-organizations-screen.tsx). */
export interface AdminOrganizationRow {
  name: string;
  members: number;
  plan: string;
  /** Credits remaining, then "used / total". */
  remaining: string;
  usage: string;
}

/** A row of the admin Users screen. */
export interface AdminUserRow {
  name: string;
  email: string;
  role: string;
  disabled: boolean;
}

/** A row of the audit log on the Security screen: the action, the organization's name (else its id) and the target. */
export interface AuditRow {
  action: string;
  organization: string | null;
  target: string | null;
}

/**
 * The platform admin area, driven through the core's PlatformAdminService as its view-models do
 * (web/admin/admin-organizations, admin-users, admin-security view-models): each screen searches its table
 * on the server and acts on a row of it. Refusals show as the session view's error.
 */
export interface AdminDriver {
  /** Organizations, searched by name as the screen's search box does. */
  openOrganizations(search: string): Promise<void>;
  organizations(): AdminOrganizationRow[];
  changePlan(organization: string, planType: string): Promise<void>;
  grantCredits(organization: string, amount: number, reason: string): Promise<void>;
  /** Users, searched by name or email. */
  openUsers(search: string): Promise<void>;
  users(): AdminUserRow[];
  setDisabled(email: string, disabled: boolean): Promise<void>;
  /** The Security screen's audit log, filtered by the organization of the Organizations table (or all). */
  openAuditLog(organization?: string): Promise<void>;
  audit(): AuditRow[];
  /** The Security screen's waitlist tab: pending entries. */
  openWaitlist(): Promise<void>;
  waitlist(): string[];
  approveWaitlist(email: string): Promise<void>;
}

export class ClientAdminDriver implements AdminDriver {
  private organizationRows: AdminOrganization[] = [];
  private organizationSearch = '';
  private userRows: AdminUser[] = [];
  private auditRows: AuditEntry[] = [];
  private waitlistRows: WaitlistEntry[] = [];

  constructor(private readonly app: AppAccess) {}

  async openOrganizations(search: string): Promise<void> {
    this.organizationSearch = search;
    await this.app.attempt('/admin/organizations', () => this.loadOrganizations());
  }

  organizations(): AdminOrganizationRow[] {
    return this.organizationRows.map((o) => ({
      name: o.name,
      members: o.member_count,
      plan: o.plan.name,
      // As the admin table prints them: exact numbers with thousands separators.
      remaining: formatCreditsExact(o.credits.remaining),
      usage: `${formatCreditsExact(o.credits.used)} / ${formatCreditsExact(o.credits.total)}`,
    }));
  }

  /** As AdminOrganizationsViewModel.confirmPlan: the change, then the table again (a new period resets the credits). */
  async changePlan(organization: string, planType: string): Promise<void> {
    const org = this.organization(organization);
    await this.app.attempt('/admin/organizations', async () => {
      await this.service().changePlan(org.id, planType);
      await this.loadOrganizations();
    });
  }

  /** As AdminOrganizationsViewModel.grant: the row takes the credits the server answers with. */
  async grantCredits(organization: string, amount: number, reason: string): Promise<void> {
    const org = this.organization(organization);
    await this.app.attempt('/admin/organizations', async () => {
      const result = await this.service().grantCredits(org.id, amount, reason);
      this.organizationRows = this.organizationRows.map((row) => (row.id === org.id ? { ...row, credits: result.credits } : row));
    });
  }

  async openUsers(search: string): Promise<void> {
    await this.app.attempt('/admin/users', async () => {
      this.userRows = (await this.service().users({ q: search, offset: 0, limit: 20 })).rows;
    });
  }

  users(): AdminUserRow[] {
    return this.userRows.map((u) => ({ name: u.name, email: u.email, role: u.role, disabled: u.disabled }));
  }

  /** As AdminUsersViewModel.confirmToggle: the row takes the state the server answers with. */
  async setDisabled(email: string, disabled: boolean): Promise<void> {
    const user = this.userRows.find((u) => u.email === email);
    if (!user) throw new Error(`${email} is not among the users shown: ${JSON.stringify(this.users())}`);
    await this.app.attempt('/admin/users', async () => {
      const result = await this.service().setUserDisabled(user.id, disabled);
      this.userRows = this.userRows.map((row) => (row.id === user.id ? { ...row, disabled: result.disabled } : row));
    });
  }

  async openAuditLog(organization?: string): Promise<void> {
    const orgId = organization === undefined ? undefined : this.organization(organization).id;
    await this.app.attempt('/admin/security', async () => {
      this.auditRows = (await this.service().auditLog({ org_id: orgId, offset: 0, limit: 25 })).rows;
    });
  }

  audit(): AuditRow[] {
    // The screen names an entry's organization from the organizations it loaded, else shows the id (AdminSecurityViewModel.organizationName).
    return this.auditRows.map((e) => ({
      action: e.action,
      organization: e.org_id === null ? null : (this.organizationRows.find((o) => o.id === e.org_id)?.name ?? e.org_id),
      // The screen prints the target's id; an account the Users table loaded is named by its email for the reader.
      target: this.userRows.find((u) => u.id === e.target)?.email ?? e.target,
    }));
  }

  async openWaitlist(): Promise<void> {
    await this.app.attempt('/admin/security', async () => {
      this.waitlistRows = (await this.service().waitlist({ status: 'pending', offset: 0, limit: 25 })).rows;
    });
  }

  waitlist(): string[] {
    return this.waitlistRows.map((e) => e.email);
  }

  /** As AdminSecurityViewModel.approve: the approval, then the pending entries again. */
  async approveWaitlist(email: string): Promise<void> {
    const entry = this.waitlistRows.find((e) => e.email === email);
    if (!entry) throw new Error(`${email} is not on the waitlist shown: ${JSON.stringify(this.waitlist())}`);
    await this.app.attempt('/admin/security', async () => {
      await this.service().approveWaitlist(entry.id);
      this.waitlistRows = (await this.service().waitlist({ status: 'pending', offset: 0, limit: 25 })).rows;
    });
  }

  /** The first page of the table for the search typed (PagedTable.load / reload). */
  private async loadOrganizations(): Promise<void> {
    this.organizationRows = (await this.service().organizations({ q: this.organizationSearch, offset: 0, limit: 20 })).rows;
  }

  private organization(name: string): AdminOrganization {
    const org = this.organizationRows.find((o) => o.name === name);
    if (!org) throw new Error(`${name} is not among the organizations shown: ${JSON.stringify(this.organizations())}`);
    return org;
  }

  private service(): PlatformAdminService {
    return this.app.get(PlatformAdminService);
  }
}
