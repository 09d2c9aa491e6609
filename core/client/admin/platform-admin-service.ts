import { inject, injectable } from 'inversify';
import { ApiClient } from '../api/api-client.ts';
import { storeError } from '../store-error.ts';
import { AdminMessages } from './admin-messages.ts';
import type { ServerPlan } from '../../domain/billing/billing.ts';
import type {
  AdminOrganization,
  AdminUser,
  AuditEntry,
  AuditQuery,
  CreditGrantResult,
  IntegrationsReport,
  Page,
  PageQuery,
  PlatformStats,
  SecretsRotationReport,
  UserDisabledState,
  WaitlistEntry,
  WaitlistQuery,
} from '../../domain/admin/platform-admin.ts';
import { PlatformAdminApi } from '../../domain/admin/platform-admin-api.ts';

/** Where a keyset list's page starts: its cursor when one is held, else the offset (decision L1). */
const at = (query: { offset?: number; cursor?: string }) => (query.cursor ? { cursor: query.cursor } : { offset: query.offset });

/**
 * The platform admin API (/admin/...): users, organizations, plans, credit grants, the audit log,
 * the waitlist and the server's integrations. Stateless: each screen's view-model keeps its page.
 * A failure comes back as an ApiError with the server's message, else the call's fallback text.
 */
@injectable()
export class PlatformAdminService {
  constructor(@inject(ApiClient) private readonly api: ApiClient) {}

  async stats(): Promise<PlatformStats> {
    return this.call(() => this.api.call(PlatformAdminApi.stats, {}), AdminMessages.fetchAdminStatsFailed);
  }

  async users(query: PageQuery = {}): Promise<Page<AdminUser>> {
    const body = await this.call(
      () => this.api.call(PlatformAdminApi.users, {}, undefined, { query: { q: query.q, limit: query.limit, ...at(query) } }),
      AdminMessages.fetchAdminUsersFailed,
    );
    return { total: body.total, rows: body.users, nextCursor: body.next_cursor };
  }

  async setUserDisabled(userId: string, disabled: boolean): Promise<UserDisabledState> {
    return this.call(
      () => this.api.call(disabled ? PlatformAdminApi.disableUser : PlatformAdminApi.enableUser, { id: userId }),
      disabled ? AdminMessages.disableUserFailed : AdminMessages.enableUserFailed,
    );
  }

  async organizations(query: PageQuery = {}): Promise<Page<AdminOrganization>> {
    const body = await this.call(
      () => this.api.call(PlatformAdminApi.organizations, {}, undefined, { query: { q: query.q, limit: query.limit, offset: query.offset } }),
      AdminMessages.fetchAdminOrganizationsFailed,
    );
    return { total: body.total, rows: body.organizations };
  }

  async changePlan(orgId: string, planType: string): Promise<ServerPlan> {
    return this.call(() => this.api.call(PlatformAdminApi.changePlan, { id: orgId }, { plan_type: planType }), AdminMessages.changeOrganizationPlanFailed);
  }

  async grantCredits(orgId: string, amount: number, reason: string): Promise<CreditGrantResult> {
    return this.call(() => this.api.call(PlatformAdminApi.grantCredits, { id: orgId }, { amount, reason }), AdminMessages.grantCreditsFailed);
  }

  async auditLog(query: AuditQuery = {}): Promise<Page<AuditEntry>> {
    const body = await this.call(
      () => this.api.call(PlatformAdminApi.auditLog, {}, undefined, { query: { action: query.action, org_id: query.org_id, limit: query.limit, ...at(query) } }),
      AdminMessages.fetchAuditLogFailed,
    );
    return { total: body.total, rows: body.entries, nextCursor: body.next_cursor };
  }

  async waitlist(query: WaitlistQuery = {}): Promise<Page<WaitlistEntry>> {
    const body = await this.call(() => this.api.call(PlatformAdminApi.waitlist, {}, undefined, { query: { status: query.status, limit: query.limit, offset: query.offset } }), AdminMessages.fetchWaitlistFailed);
    return { total: body.total, rows: body.entries };
  }

  async approveWaitlist(entryId: string): Promise<void> {
    await this.call(() => this.api.call(PlatformAdminApi.approveWaitlist, { id: entryId }), AdminMessages.approveWaitlistFailed);
  }

  async integrations(): Promise<IntegrationsReport> {
    return this.call(() => this.api.call(PlatformAdminApi.integrations, {}), AdminMessages.fetchIntegrationsFailed);
  }

  /** Re-encrypts every stored integration secret under the server's current key (system admins). */
  async rotateSecretsKey(): Promise<SecretsRotationReport> {
    return this.call(() => this.api.call(PlatformAdminApi.rotateSecretsKey, {}), AdminMessages.rotateSecretsKeyFailed);
  }

  private async call<T>(request: () => Promise<T>, fallback: string): Promise<T> {
    try {
      return await request();
    } catch (error) {
      throw storeError(error, fallback);
    }
  }
}
