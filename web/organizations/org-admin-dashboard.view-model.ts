import { actionBound, computed, makeObservable, observable, runInAction } from 'mobx';
import type { OrganizationStore } from '../../core/client/organizations/organization-store.ts';
import type { CreditsStore } from '../../core/client/credits/credits-store.ts';
import type { JoinRequest, OrgMember } from '../../core/domain/organizations/organization.ts';
import type { ServerCredits, ServerPlan } from '../../core/domain/billing/billing.ts';
import { ORG_ROLES, type OrgRole } from '../../core/domain/organizations/member-policy.ts';
import { membersMayApplyActions } from '../../core/domain/organizations/organization-settings.ts';
import { planDisplayName } from '../../core/domain/billing/plan-status.ts';
import { gaugeReading, type GaugeReading } from '../../core/domain/billing/credits.ts';
import { ROLE_LABELS } from './org-users.view-model.ts';
import { LoadState, messageOf } from '../view-models/load-state.ts';
import { WebText } from '../text.ts';
import { InvitationsViewModel } from './invitations.view-model.ts';
import type { Notifier } from '../view-models/notifier.ts';
import { OrganizationsText } from './organizations-text.ts';

/**
 * The organization admin dashboard (/org-admin/dashboard): the organization's name (renamed here), members
 * by role, pending join requests and the credits, with the way to Manage Users. Members decide the screen's
 * state; the name, join requests and credits each show their own failure without hiding the rest.
 */
export class OrgAdminDashboardViewModel {
  members: OrgMember[] = [];
  joinRequests: JoinRequest[] = [];
  joinRequestsError: string | null = null;
  credits: ServerCredits | null = null;
  plan: ServerPlan | null = null;
  creditsError: string | null = null;
  organizationName: string | null = null;
  organizationError: string | null = null;
  /** Renaming: the typed name while the field is open, and the refusal of the last save. */
  nameDraft: string | null = null;
  savingName = false;
  nameError: string | null = null;
  /** Whether plain members may apply agents' actions in connected tools (null until the organization loads). */
  membersMayApplyActions: boolean | null = null;
  savingActionsPolicy = false;
  actionsPolicyError: string | null = null;
  /** Pending invitations and join requests with their actions; an approval counts the members again. */
  readonly invitations: InvitationsViewModel;
  /** Where the screen's load is: loading, its error, or ready. */
  readonly loadState = new LoadState();

  constructor(
    private readonly organization: OrganizationStore,
    private readonly billing: CreditsStore,
    notifier: Notifier,
  ) {
    this.invitations = new InvitationsViewModel(organization, notifier, () => this.reloadMembers());
    makeObservable(this, {
      members: observable,
      joinRequests: observable,
      joinRequestsError: observable,
      credits: observable,
      plan: observable,
      creditsError: observable,
      organizationName: observable,
      organizationError: observable,
      nameDraft: observable,
      savingName: observable,
      nameError: observable,
      membersMayApplyActions: observable,
      savingActionsPolicy: observable,
      actionsPolicyError: observable,
      pendingJoinRequests: computed,
      canSaveName: computed,
      memberCount: computed,
      roleCounts: computed,
      gauge: computed,
      creditsLine: computed,
      planLine: computed,
      load: actionBound,
      reloadMembers: actionBound,
      startRename: actionBound,
      setNameDraft: actionBound,
      cancelRename: actionBound,
      saveName: actionBound,
      setMembersMayApplyActions: actionBound,
    });
  }

  async load(): Promise<void> {
    await this.loadState.run(
      async () => {
        const [members, requests, credits, plan, organization] = await Promise.allSettled([
          this.organization.fetchMembers(),
          this.organization.fetchJoinRequests(),
          this.billing.fetchCredits(),
          this.billing.fetchPlan(),
          this.organization.fetchOrganization(),
        ]);
        if (members.status === 'rejected') throw members.reason;
        return { members: members.value, requests, credits, plan, organization };
      },
      ({ members, requests, credits, plan, organization }) => {
        this.organizationName = organization.status === 'fulfilled' ? organization.value.name : null;
        this.membersMayApplyActions = organization.status === 'fulfilled' ? membersMayApplyActions(organization.value) : null;
        this.organizationError = organization.status === 'rejected' ? messageOf(organization.reason) : null;
        this.members = [...members];
        this.joinRequests = requests.status === 'fulfilled' ? requests.value.filter((r) => r.status === 'pending') : [];
        this.joinRequestsError = requests.status === 'rejected' ? messageOf(requests.reason) : null;
        this.credits = credits.status === 'fulfilled' ? credits.value : null;
        this.plan = plan.status === 'fulfilled' ? plan.value : null;
        this.creditsError = credits.status === 'rejected' ? messageOf(credits.reason) : null;
      },
    );
    if (this.loadState.status === 'ready') await this.invitations.load();
  }

  /** After a join request was approved: the member count and roles include the new member. */
  async reloadMembers(): Promise<void> {
    const members = await this.organization.fetchMembers();
    runInAction(() => (this.members = [...members]));
  }

  /** The join requests still pending, as the invitations panel keeps them after approvals and declines. */
  get pendingJoinRequests(): number {
    return this.invitations.loaded ? this.invitations.joinRequests.length : this.joinRequests.length;
  }

  startRename(): void {
    this.nameDraft = this.organizationName ?? '';
    this.nameError = null;
  }

  setNameDraft(value: string): void {
    this.nameDraft = value;
  }

  cancelRename(): void {
    this.nameDraft = null;
    this.nameError = null;
  }

  /** A new, non-empty name of at most 100 characters (the server's bounds). */
  get canSaveName(): boolean {
    const name = this.nameDraft?.trim() ?? '';
    return !this.savingName && name.length > 0 && name.length <= 100 && name !== this.organizationName;
  }

  async saveName(): Promise<void> {
    if (!this.canSaveName) return;
    this.savingName = true;
    this.nameError = null;
    try {
      const organization = await this.organization.updateOrganization({ name: this.nameDraft!.trim() });
      runInAction(() => {
        this.organizationName = organization.name;
        this.nameDraft = null;
      });
    } catch (error) {
      runInAction(() => (this.nameError = messageOf(error)));
    } finally {
      runInAction(() => (this.savingName = false));
    }
  }

  async setMembersMayApplyActions(allowed: boolean): Promise<void> {
    if (this.savingActionsPolicy) return;
    this.savingActionsPolicy = true;
    this.actionsPolicyError = null;
    try {
      const organization = await this.organization.updateOrganization({ members_may_apply_actions: allowed });
      runInAction(() => (this.membersMayApplyActions = membersMayApplyActions(organization)));
    } catch (error) {
      runInAction(() => (this.actionsPolicyError = messageOf(error)));
    } finally {
      runInAction(() => (this.savingActionsPolicy = false));
    }
  }

  get memberCount(): number {
    return this.members.length;
  }

  /** Each organization role with how many members hold it. */
  get roleCounts(): { role: OrgRole; label: string; count: number }[] {
    return ORG_ROLES.map((role) => ({ role, label: ROLE_LABELS[role], count: this.members.filter((m) => m.role === role).length }));
  }

  get gauge(): GaugeReading | null {
    return this.credits ? gaugeReading(this.credits) : null;
  }

  get creditsLine(): string | null {
    return this.gauge ? WebText.creditsUsed(this.gauge.usedOfTotal) : null;
  }

  get planLine(): string {
    return OrganizationsText.orgAdminPlan(planDisplayName(this.plan));
  }
}
