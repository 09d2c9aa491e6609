import { inject, injectable } from 'inversify';
import { UnitOfWork } from '../ports/unit-of-work.ts';
import { Clock } from '../ports/clock.ts';
import { AuditTrail } from '../ports/audit-trail.ts';
import { CreditAccounts } from '../billing/credit-accounts.ts';
import { PlanCatalogue, findOffer } from '../billing/plan-catalogue.ts';
import { toCreditsView, toPlanView } from '../billing/billing-views.ts';
import { requirePlatformAdmin } from './require-platform-admin.ts';
import { ServerError, ServerMessages } from '../errors.ts';
import type { Principal } from '../auth/principal.ts';
import { pageAfter } from '../page-after.ts';
import { nextCursor } from '../../domain/list-cursor.ts';

const page = (limit?: number, offset?: number) => ({ limit: Math.min(Math.max(limit ?? 50, 1), 200), offset: Math.max(offset ?? 0, 0) });

/** The platform admin area's API: statistics, users, organizations, plans, credit grants and the audit log. */
@injectable()
export class PlatformAdmin {
  constructor(
    @inject(UnitOfWork) private readonly uow: UnitOfWork,
    @inject(Clock) private readonly clock: Clock,
    @inject(AuditTrail) private readonly audit: AuditTrail,
    @inject(CreditAccounts) private readonly accounts: CreditAccounts,
    @inject(PlanCatalogue) private readonly catalogue: PlanCatalogue,
  ) {}

  async stats(principal: Principal) {
    requirePlatformAdmin(principal, 'read');
    return this.uow.run(async (repos) => ({
      users: await repos.users.count(),
      organizations: await repos.organizations.count(),
    }));
  }

  /** Newest first; `cursor` (the last page's `next_cursor`) reads the next page by key, `offset` the spec's way. */
  async users(principal: Principal, query: { q?: string; limit?: number; offset?: number; cursor?: string }) {
    requirePlatformAdmin(principal, 'read');
    const { limit, offset } = page(query.limit, query.offset);
    const after = pageAfter(query.cursor);
    const { rows, total } = await this.uow.run((repos) => repos.users.search(query.q ?? '', limit, offset, after));
    return {
      ...(total === null ? {} : { total }),
      next_cursor: nextCursor(rows, limit, (u) => ({ at: u.createdAt.toISOString(), id: u.id })),
      users: rows.map((u) => ({
        id: u.id,
        email: u.email,
        name: u.name,
        role: u.role,
        org_id: u.orgId,
        created_at: u.createdAt.toISOString(),
        last_login_at: u.lastLoginAt?.toISOString() ?? null,
        disabled: u.disabledAt !== null,
      })),
    };
  }

  async organizations(principal: Principal, query: { q?: string; limit?: number; offset?: number }) {
    requirePlatformAdmin(principal, 'read');
    const { limit, offset } = page(query.limit, query.offset);
    return this.uow.run(async (repos) => {
      const { rows, total } = await repos.organizations.search(query.q ?? '', limit, offset);
      const now = this.clock.now();
      const organizations = await Promise.all(
        rows.map(async (org) => {
          const account = await this.accounts.current(repos, org.id);
          return {
            id: org.id,
            name: org.name,
            created_at: org.createdAt.toISOString(),
            member_count: org.memberCount,
            plan: toPlanView(account, this.accounts.offer(account.planType), now),
            credits: toCreditsView(account),
          };
        }),
      );
      return { total, organizations };
    });
  }

  /** Disabling ends the user's sessions at once; enabling lets them sign in again. */
  async setUserDisabled(principal: Principal, userId: string, disabled: boolean) {
    requirePlatformAdmin(principal, 'write');
    if (userId === principal.userId) throw new ServerError('PERMISSION.DENIED', 'You cannot disable your own account');
    await this.uow.run(async (repos) => {
      const user = await repos.users.findById(userId);
      if (!user) throw new ServerError('ADMIN.NOT_FOUND', ServerMessages.adminTargetNotFound);
      const now = this.clock.now();
      await repos.users.setDisabled(userId, disabled ? now : null);
      if (disabled) await repos.refreshTokens.revokeAllForUser(userId, now);
    });
    await this.audit.record({ action: disabled ? 'user.disabled' : 'user.enabled', actorId: principal.userId, orgId: null, target: userId });
    return { id: userId, disabled };
  }

  async changeOrganizationPlan(principal: Principal, orgId: string, planType: string) {
    requirePlatformAdmin(principal, 'write');
    const offer = findOffer(this.catalogue, planType);
    if (!offer) throw new ServerError('BILLING.UNKNOWN_PLAN', ServerMessages.unknownPlan(planType));
    const account = await this.uow.run(async (repos) => {
      if (!(await repos.organizations.findById(orgId))) throw new ServerError('ADMIN.NOT_FOUND', ServerMessages.adminTargetNotFound);
      const current = await this.accounts.current(repos, orgId);
      return this.accounts.startPeriod(repos, current, offer.type, this.clock.now(), 'plan_change', `Plan set to ${offer.name} by a platform admin`);
    });
    await this.audit.record({ action: 'plan.changed', actorId: principal.userId, orgId, details: { plan_type: offer.type, by: 'platform_admin' } });
    return toPlanView(account, offer, this.clock.now());
  }

  async grantCredits(principal: Principal, orgId: string, command: { amount: number; reason: string }) {
    requirePlatformAdmin(principal, 'write');
    const result = await this.uow.run(async (repos) => {
      if (!(await repos.organizations.findById(orgId))) throw new ServerError('ADMIN.NOT_FOUND', ServerMessages.adminTargetNotFound);
      await this.accounts.current(repos, orgId);
      const row = await this.accounts.grant(repos, orgId, command.amount, {
        userId: principal.userId,
        feature: 'admin_grant',
        activity: command.reason.trim() || 'Credits granted by a platform admin',
      });
      return { transaction_id: row.id, credits: toCreditsView(await this.accounts.current(repos, orgId)) };
    });
    await this.audit.record({ action: 'credits.granted_by_admin', actorId: principal.userId, orgId, target: result.transaction_id, details: command });
    return result;
  }

  async auditLog(principal: Principal, query: { org_id?: string; action?: string; limit?: number; offset?: number; cursor?: string }) {
    requirePlatformAdmin(principal, 'read');
    const { limit, offset } = page(query.limit, query.offset);
    const { rows, total } = await this.audit.list({ orgId: query.org_id, action: query.action, limit, offset, after: pageAfter(query.cursor) });
    return {
      ...(total === null ? {} : { total }),
      next_cursor: nextCursor(rows, limit, (r) => ({ at: r.at.toISOString(), id: r.id })),
      entries: rows.map((r) => ({
        id: r.id,
        at: r.at.toISOString(),
        action: r.action,
        actor_id: r.actorId,
        org_id: r.orgId,
        target: r.target ?? null,
        details: r.details ?? null,
        ip: r.ip ?? null,
        actor_name: r.actorName ?? null,
        actor_email: r.actorEmail ?? null,
        org_name: r.orgName ?? null,
        target_name: r.targetName ?? null,
        target_email: r.targetEmail ?? null,
      })),
    };
  }
}
