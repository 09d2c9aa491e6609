import { actionBound, computed, makeObservable, observable, runInAction } from 'mobx';
import type { PlatformAdminService } from '../../core/client/admin/platform-admin-service.ts';
import { grantAmountProblem, MAX_CREDIT_GRANT, MAX_GRANT_REASON, type AdminOrganization } from '../../core/domain/admin/platform-admin.ts';
import { FREE_PLAN_NAME, PLAN_TYPES } from '../../core/domain/billing/plan-status.ts';
import { formatCredits } from '../../core/domain/billing/credits.ts';
import type { Notifier } from '../view-models/notifier.ts';
import type { AdminActor } from './admin-users.view-model.ts';
import { messageOf } from '../view-models/load-state.ts';
import { RowActions } from '../view-models/row-actions.ts';
import { PagedTable } from './paged-table.ts';
import { WebText } from '../text.ts';
import { AdminText } from './admin-text.ts';

/** A plan type as the admin picks it (the server's catalogue names them the same way). */
export function planTypeLabel(type: string): string {
  if (type === 'free') return FREE_PLAN_NAME;
  return type.charAt(0).toUpperCase() + type.slice(1);
}

/**
 * Organizations (/admin/organizations): every organization with its members, plan and credits,
 * searched and paged on the server; a system admin changes the plan (after confirming) and grants
 * credits in a dialog that checks the amount as it is typed and keeps it when the server refuses.
 */
export class AdminOrganizationsViewModel {
  readonly rowActions = new RowActions();
  pendingPlan: { organization: AdminOrganization; planType: string } | null = null;

  grantTarget: AdminOrganization | null = null;
  grantAmount = '';
  grantReason = '';
  grantTouched = false;
  grantSubmitted = false;
  isGranting = false;
  grantError: string | null = null;

  readonly planTypes = PLAN_TYPES;
  readonly maxGrant = formatCredits(MAX_CREDIT_GRANT);
  readonly table: PagedTable<AdminOrganization>;

  constructor(
    private readonly admin: PlatformAdminService,
    private readonly actor: AdminActor,
    private readonly notifier: Notifier,
  ) {
    this.table = new PagedTable((offset, limit, q) => this.admin.organizations({ q, offset, limit }));
    makeObservable(this, {
      pendingPlan: observable,
      grantTarget: observable,
      grantAmount: observable,
      grantReason: observable,
      grantTouched: observable,
      grantSubmitted: observable,
      isGranting: observable,
      grantError: observable,
      canWrite: computed,
      load: actionBound,
      askPlan: actionBound,
      cancelPlan: actionBound,
      confirmPlan: actionBound,
      openGrant: actionBound,
      closeGrant: actionBound,
      setGrantAmount: actionBound,
      setGrantReason: actionBound,
      grantAmountError: computed,
      grantReasonError: computed,
      canSubmitGrant: computed,
      grant: actionBound,
    });
  }

  get canWrite(): boolean {
    return this.actor.role === 'system_admin';
  }

  load(): Promise<void> {
    return this.table.load(0);
  }

  // Plan

  askPlan(organization: AdminOrganization, planType: string): void {
    if (!this.canWrite || planType === organization.plan.type) return;
    this.rowActions.clearError();
    this.pendingPlan = { organization, planType };
  }

  cancelPlan(): void {
    if (this.rowActions.isBusy) return;
    this.pendingPlan = null;
  }

  async confirmPlan(): Promise<void> {
    const pending = this.pendingPlan;
    if (!pending) return;
    const { organization, planType } = pending;
    await this.rowActions.run(
      organization.id,
      async () => {
        const plan = await this.admin.changePlan(organization.id, planType);
        this.notifier.show({ message: AdminText.planChanged(organization.name, plan.name), intent: 'success' });
        runInAction(() => {
          this.pendingPlan = null;
        });
        // A new period resets the credits too: show the server's figures.
        await this.table.reload();
      },
      () => {
        this.pendingPlan = null;
      },
    );
  }

  // Grant credits

  openGrant(organization: AdminOrganization): void {
    if (!this.canWrite) return;
    this.grantTarget = organization;
    this.grantAmount = '';
    this.grantReason = '';
    this.grantTouched = false;
    this.grantSubmitted = false;
    this.grantError = null;
  }

  closeGrant(): void {
    if (this.isGranting) return;
    this.grantTarget = null;
  }

  setGrantAmount(value: string): void {
    this.grantAmount = value;
    this.grantTouched = true;
    this.grantError = null;
  }

  setGrantReason(value: string): void {
    this.grantReason = value;
    this.grantError = null;
  }

  get grantAmountError(): string | null {
    if (!this.grantTouched && !this.grantSubmitted) return null;
    const problem = grantAmountProblem(this.grantAmount);
    return problem ? AdminText.grantAmountProblem(problem, this.maxGrant) : null;
  }

  get grantReasonError(): string | null {
    return this.grantReason.length > MAX_GRANT_REASON ? WebText.tooLong(MAX_GRANT_REASON) : null;
  }

  get canSubmitGrant(): boolean {
    return !this.isGranting && grantAmountProblem(this.grantAmount) === null && this.grantReasonError === null;
  }

  async grant(): Promise<void> {
    const organization = this.grantTarget;
    if (!organization || this.isGranting) return;
    this.grantSubmitted = true;
    if (this.grantAmountError || this.grantReasonError) return;
    const amount = Number(this.grantAmount.trim());
    this.isGranting = true;
    this.grantError = null;
    try {
      const result = await this.admin.grantCredits(organization.id, amount, this.grantReason.trim());
      runInAction(() => {
        this.table.replace((row) => row.id === organization.id, (row) => ({ ...row, credits: result.credits }));
        this.isGranting = false;
        this.grantTarget = null;
      });
      this.notifier.show({ message: AdminText.granted(formatCredits(amount), organization.name), intent: 'success' });
    } catch (error) {
      // The dialog stays open with what was typed, so it can be corrected and sent again.
      runInAction(() => {
        this.isGranting = false;
        this.grantError = messageOf(error);
      });
    }
  }
}
