import { inject, injectable } from 'inversify';
import { ApiClient } from '../api/api-client.ts';
import { storeError } from '../store-error.ts';
import { AdminMessages } from './admin-messages.ts';
import type { ServerCredits, ServerPlan } from '../../domain/billing.ts';
import type {
  AdminOrganization,
  AdminUser,
  AuditEntry,
  AuditQuery,
  IntegrationsReport,
  Page,
  PageQuery,
  SecretsRotationReport,
  WaitlistEntry,
} from '../../domain/platform-admin.ts';

function queryString(params: Record<string, string | number | undefined>): string {
  const parts = Object.entries(params)
    .filter(([, value]) => value !== undefined && value !== '')
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`);
  return parts.length ? `?${parts.join('&')}` : '';
}

const id = (value: string) => encodeURIComponent(value);

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

  async stats(): Promise<{ users: number; organizations: number }> {
    return this.call(() => this.api.get('/admin/stats'), AdminMessages.fetchAdminStatsFailed);
  }

  async users(query: PageQuery = {}): Promise<Page<AdminUser>> {
    const body = await this.call(
      () => this.api.get<{ total?: number; next_cursor: string | null; users: AdminUser[] }>(`/admin/users${queryString({ q: query.q, limit: query.limit, ...at(query) })}`),
      AdminMessages.fetchAdminUsersFailed,
    );
    return { total: body.total, rows: body.users, nextCursor: body.next_cursor };
  }

  async setUserDisabled(userId: string, disabled: boolean): Promise<{ id: string; disabled: boolean }> {
    return this.call(
      () => this.api.put(`/admin/users/${id(userId)}/${disabled ? 'disable' : 'enable'}`),
      disabled ? AdminMessages.disableUserFailed : AdminMessages.enableUserFailed,
    );
  }

  async organizations(query: PageQuery = {}): Promise<Page<AdminOrganization>> {
    const body = await this.call(
      () => this.api.get<{ total: number; organizations: AdminOrganization[] }>(`/admin/organizations${queryString({ q: query.q, limit: query.limit, offset: query.offset })}`),
      AdminMessages.fetchAdminOrganizationsFailed,
    );
    return { total: body.total, rows: body.organizations };
  }

  async changePlan(orgId: string, planType: string): Promise<ServerPlan> {
    return this.call(() => this.api.put(`/admin/organizations/${id(orgId)}/plan`, { plan_type: planType }), AdminMessages.changeOrganizationPlanFailed);
  }

  async grantCredits(orgId: string, amount: number, reason: string): Promise<{ transaction_id: string; credits: ServerCredits }> {
    return this.call(() => this.api.post(`/admin/organizations/${id(orgId)}/credits`, { amount, reason }), AdminMessages.grantCreditsFailed);
  }

  async auditLog(query: AuditQuery = {}): Promise<Page<AuditEntry>> {
    const body = await this.call(
      () => this.api.get<{ total?: number; next_cursor: string | null; entries: AuditEntry[] }>(`/admin/audit-log${queryString({ action: query.action, org_id: query.org_id, limit: query.limit, ...at(query) })}`),
      AdminMessages.fetchAuditLogFailed,
    );
    return { total: body.total, rows: body.entries, nextCursor: body.next_cursor };
  }

  async waitlist(query: { status?: 'pending' | 'approved'; limit?: number; offset?: number } = {}): Promise<Page<WaitlistEntry>> {
    const body = await this.call(() => this.api.get<{ total: number; entries: WaitlistEntry[] }>(`/admin/waitlist${queryString({ status: query.status, limit: query.limit, offset: query.offset })}`), AdminMessages.fetchWaitlistFailed);
    return { total: body.total, rows: body.entries };
  }

  async approveWaitlist(entryId: string): Promise<void> {
    await this.call(() => this.api.put(`/admin/waitlist/${id(entryId)}/approve`), AdminMessages.approveWaitlistFailed);
  }

  async integrations(): Promise<IntegrationsReport> {
    return this.call(() => this.api.get<IntegrationsReport>('/admin/integrations'), AdminMessages.fetchIntegrationsFailed);
  }

  /** Re-encrypts every stored integration secret under the server's current key (system admins). */
  async rotateSecretsKey(): Promise<SecretsRotationReport> {
    return this.call(() => this.api.post<SecretsRotationReport>('/admin/integrations/rotate-secrets-key'), AdminMessages.rotateSecretsKeyFailed);
  }

  private async call<T>(request: () => Promise<T>, fallback: string): Promise<T> {
    try {
      return await request();
    } catch (error) {
      throw storeError(error, fallback);
    }
  }
}
