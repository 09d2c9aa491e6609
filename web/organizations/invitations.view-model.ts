import { actionBound, computed, makeObservable, observable, runInAction } from 'mobx';
import type { OrganizationStore } from '../../core/client/organizations/organization-store.ts';
import type { JoinRequest, PendingInvite } from '../../core/domain/organizations/organization.ts';
import { roleLabel } from '../../core/domain/roles.ts';
import type { Notifier } from '../view-models/notifier.ts';
import { messageOf } from '../view-models/load-state.ts';
import { RowActions } from '../view-models/row-actions.ts';
import { localDateTime } from '../adapters/local-date-text.ts';
import { OrganizationsText } from './organizations-text.ts';

/** One pending invitation as the list shows it. */
export interface InvitationRow {
  invite: PendingInvite;
  email: string;
  role: string;
  invitedBy: string;
  sent: string;
  expires: string;
  expired: boolean;
}

/** One join request as the list shows it. */
export interface JoinRequestRow {
  request: JoinRequest;
  who: string;
  name: string;
  email: string;
  requested: string;
}

const when = (iso: string) => localDateTime(iso);

/**
 * Pending invitations (resend, revoke after a confirmation) and join requests (approve, decline), on
 * Manage Users and the org-admin dashboard. Each list shows its own failure; an action's
 * failure shows above the lists. `onJoined` runs after an approval, so a screen can load its members again.
 */
export class InvitationsViewModel {
  invites: PendingInvite[] = [];
  invitesError: string | null = null;
  joinRequests: JoinRequest[] = [];
  joinRequestsError: string | null = null;
  loaded = false;
  readonly rowActions = new RowActions();
  pendingRevoke: PendingInvite | null = null;

  constructor(
    private readonly store: OrganizationStore,
    private readonly notifier: Notifier,
    private readonly onJoined: () => Promise<void> | void = () => undefined,
  ) {
    makeObservable<this, 'act'>(this, {
      invites: observable,
      invitesError: observable,
      joinRequests: observable,
      joinRequestsError: observable,
      loaded: observable,
      pendingRevoke: observable,
      invitationRows: computed,
      joinRequestRows: computed,
      load: actionBound,
      reloadInvites: actionBound,
      resend: actionBound,
      askRevoke: actionBound,
      cancelRevoke: actionBound,
      confirmRevoke: actionBound,
      approve: actionBound,
      decline: actionBound,
      act: actionBound,
    });
  }

  async load(): Promise<void> {
    const [invites, requests] = await Promise.allSettled([this.store.fetchInvites(), this.store.fetchJoinRequests()]);
    runInAction(() => {
      this.invites = invites.status === 'fulfilled' ? [...invites.value] : [];
      this.invitesError = invites.status === 'rejected' ? messageOf(invites.reason) : null;
      this.joinRequests = requests.status === 'fulfilled' ? requests.value.filter((r) => r.status === 'pending') : [];
      this.joinRequestsError = requests.status === 'rejected' ? messageOf(requests.reason) : null;
      this.loaded = true;
    });
  }

  /** After an invitation was sent: the list gains it. */
  async reloadInvites(): Promise<void> {
    try {
      const invites = await this.store.fetchInvites();
      runInAction(() => {
        this.invites = [...invites];
        this.invitesError = null;
      });
    } catch (error) {
      runInAction(() => (this.invitesError = messageOf(error)));
    }
  }

  get invitationRows(): InvitationRow[] {
    return this.invites.map((invite) => ({
      invite,
      email: invite.email,
      role: roleLabel(invite.role),
      invitedBy: invite.invited_by ? `${invite.invited_by.name} (${invite.invited_by.email})` : OrganizationsText.invitationUnknownInviter,
      sent: when(invite.sent_at),
      expires: when(invite.expires_at),
      expired: invite.expired,
    }));
  }

  get joinRequestRows(): JoinRequestRow[] {
    return this.joinRequests.map((request) => ({
      request,
      who: request.name || request.email,
      name: request.name,
      email: request.email,
      requested: when(request.created_at),
    }));
  }

  async resend(invite: PendingInvite): Promise<void> {
    await this.act(invite.id, async () => {
      await this.store.resendInvite(invite.id);
      this.notifier.show({ message: OrganizationsText.invitationResent(invite.email), intent: 'success' });
    });
  }

  askRevoke(invite: PendingInvite): void {
    this.pendingRevoke = invite;
  }

  cancelRevoke(): void {
    this.pendingRevoke = null;
  }

  async confirmRevoke(): Promise<void> {
    const invite = this.pendingRevoke;
    if (!invite) return;
    await this.act(invite.id, async () => {
      await this.store.revokeInvite(invite.id);
      this.notifier.show({ message: OrganizationsText.invitationRevoked(invite.email), intent: 'success' });
    });
    runInAction(() => (this.pendingRevoke = null));
  }

  async approve(request: JoinRequest): Promise<void> {
    const who = request.name || request.email;
    await this.act(request.id, async () => {
      await this.store.approveJoinRequest(request.id);
      this.notifier.show({ message: OrganizationsText.joinRequestApproved(who), intent: 'success' });
      await this.onJoined();
    });
  }

  async decline(request: JoinRequest): Promise<void> {
    const who = request.name || request.email;
    await this.act(request.id, async () => {
      await this.store.denyJoinRequest(request.id);
      this.notifier.show({ message: OrganizationsText.joinRequestDeclined(who), intent: 'success' });
    });
  }

  /** Runs one action on an invitation or request, then mirrors the store's lists. */
  private async act(id: string, action: () => Promise<void>): Promise<void> {
    await this.rowActions.run(id, action, () => {
      this.invites = [...this.store.invites];
      this.joinRequests = this.store.joinRequests.filter((r) => r.status === 'pending');
    });
  }
}
