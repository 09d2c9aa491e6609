import { actionBound, computed, makeObservable, observable, runInAction } from 'mobx';
import type { OrganizationStore } from '../../core/client/organizations/organization-store.ts';
import type { JoinRequest, OrgMember } from '../../core/domain/organizations/organization.ts';
import { canChangeRole, canInvite, canRemoveMember, ORG_ROLES, type OrgRole } from '../../core/domain/organizations/member-policy.ts';
import type { SessionUser } from '../../core/domain/auth/user.ts';
import { roleLabel } from '../../core/domain/roles.ts';
import type { Notifier } from '../view-models/notifier.ts';
import { LoadState, messageOf } from '../view-models/load-state.ts';
import { RowActions } from '../view-models/row-actions.ts';
import { WebText } from '../text.ts';
import { InvitationsViewModel } from './invitations.view-model.ts';
import { OrganizationsText } from './organizations-text.ts';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Org roles in words, from the one role naming in core/domain. */
export const ROLE_LABELS: Record<OrgRole, string> = { org_owner: roleLabel('org_owner'), org_admin: roleLabel('org_admin'), org_member: roleLabel('org_member') };

/**
 * Manage Users (/org-admin/users): members with their roles, removal, invitations by email and
 * join requests. What the signed-in user may do to whom comes from the shared member policy.
 */
export class OrgUsersViewModel {
  members: OrgMember[] = [];
  joinRequests: JoinRequest[] = [];
  joinRequestsError: string | null = null;
  readonly rowActions = new RowActions();
  pendingRemoval: OrgMember | null = null;

  inviteEmail = '';
  inviteRole: OrgRole = 'org_member';
  inviteTouched = false;
  inviteSubmitted = false;
  isInviting = false;
  inviteError: string | null = null;

  readonly roles = ORG_ROLES;
  /** Pending invitations and join requests; an approval loads the members again. */
  readonly invitations: InvitationsViewModel;
  /** Where the screen's load is: loading, its error, or ready. */
  readonly loadState = new LoadState();

  constructor(
    private readonly store: OrganizationStore,
    private readonly session: { readonly user: SessionUser | null },
    private readonly notifier: Notifier,
  ) {
    this.invitations = new InvitationsViewModel(store, notifier, () => this.reloadMembers());
    makeObservable<this, 'actor' | 'ownerCount' | 'act'>(this, {
      members: observable,
      joinRequests: observable,
      joinRequestsError: observable,
      pendingRemoval: observable,
      inviteEmail: observable,
      inviteRole: observable,
      inviteTouched: observable,
      inviteSubmitted: observable,
      isInviting: observable,
      inviteError: observable,
      actor: computed,
      ownerCount: computed,
      invitableRoles: computed,
      inviteEmailError: computed,
      load: actionBound,
      changeRole: actionBound,
      askRemove: actionBound,
      cancelRemove: actionBound,
      confirmRemove: actionBound,
      reloadMembers: actionBound,
      decide: actionBound,
      setInviteEmail: actionBound,
      setInviteRole: actionBound,
      invite: actionBound,
      act: actionBound,
    });
  }

  private get actor() {
    const user = this.session.user;
    return { id: user?.id ?? '', role: user?.role ?? 'org_member' };
  }

  private get ownerCount(): number {
    return this.members.filter((m) => m.role === 'org_owner').length;
  }

  isSelf(member: OrgMember): boolean {
    return member.id === this.actor.id;
  }

  /** The roles this user may give the member (the member's own role included, to show it). */
  assignableRoles(member: OrgMember): OrgRole[] {
    return ORG_ROLES.filter((role) => role === member.role || canChangeRole(this.actor, member, role, this.ownerCount).allowed);
  }

  canChangeRoleOf(member: OrgMember): boolean {
    return this.assignableRoles(member).length > 1;
  }

  canRemove(member: OrgMember): boolean {
    return canRemoveMember(this.actor, member, this.ownerCount).allowed;
  }

  get invitableRoles(): OrgRole[] {
    return ORG_ROLES.filter((role) => canInvite(this.actor, role).allowed);
  }

  async load(): Promise<void> {
    const loaded = await this.loadState.run(
      () => this.store.fetchMembers(),
      (members) => {
        this.members = [...members];
      },
    );
    if (!loaded) return;
    await this.invitations.load();
    runInAction(() => {
      this.joinRequests = [...this.invitations.joinRequests];
      this.joinRequestsError = this.invitations.joinRequestsError;
    });
  }

  async changeRole(member: OrgMember, role: OrgRole): Promise<void> {
    if (role === member.role) return;
    await this.act(member.id, async () => {
      await this.store.updateMemberRole(member.id, role);
      this.notifier.show({ message: OrganizationsText.roleChanged(member.name || member.email, ROLE_LABELS[role]), intent: 'success' });
    });
  }

  askRemove(member: OrgMember): void {
    this.pendingRemoval = member;
  }

  cancelRemove(): void {
    this.pendingRemoval = null;
  }

  async confirmRemove(): Promise<void> {
    const member = this.pendingRemoval;
    if (!member) return;
    await this.act(member.id, async () => {
      await this.store.removeMember(member.id);
      this.notifier.show({ message: OrganizationsText.memberRemoved(member.name || member.email), intent: 'success' });
    });
    runInAction(() => {
      this.pendingRemoval = null;
    });
  }

  /** After a join request was approved: the new member shows in the list. */
  async reloadMembers(): Promise<void> {
    const members = await this.store.fetchMembers();
    runInAction(() => (this.members = [...members]));
  }

  async decide(request: JoinRequest, approve: boolean): Promise<void> {
    await this.act(request.id, async () => {
      if (approve) await this.store.approveJoinRequest(request.id);
      else await this.store.denyJoinRequest(request.id);
      if (approve) await this.store.fetchMembers();
    });
  }

  setInviteEmail(value: string): void {
    this.inviteEmail = value;
    this.inviteTouched = true;
    this.inviteError = null;
  }

  setInviteRole(role: OrgRole): void {
    this.inviteRole = role;
  }

  get inviteEmailError(): string | null {
    if (!this.inviteTouched && !this.inviteSubmitted) return null;
    if (!this.inviteEmail.trim()) return WebText.emailRequired;
    return EMAIL.test(this.inviteEmail.trim()) ? null : WebText.emailInvalid;
  }

  async invite(): Promise<void> {
    if (this.isInviting) return;
    this.inviteSubmitted = true;
    if (this.inviteEmailError) return;
    this.isInviting = true;
    this.inviteError = null;
    const email = this.inviteEmail.trim();
    try {
      await this.store.sendInvite(email, this.inviteRole);
      runInAction(() => {
        this.isInviting = false;
        this.inviteEmail = '';
        this.inviteTouched = false;
        this.inviteSubmitted = false;
      });
      this.notifier.show({ message: OrganizationsText.inviteSent(email), intent: 'success' });
      await this.invitations.reloadInvites();
    } catch (error) {
      // The typed address stays, so it can be corrected.
      runInAction(() => {
        this.isInviting = false;
        this.inviteError = messageOf(error);
      });
    }
  }

  /** Runs one member or request action, then mirrors the store's lists. */
  private async act(id: string, action: () => Promise<void>): Promise<void> {
    await this.rowActions.run(id, action, () => {
      this.members = [...this.store.members];
      this.joinRequests = this.store.joinRequests.filter((r) => r.status === 'pending');
    });
  }
}
