import { inject, injectable } from 'inversify';
import { ApiClient } from '../api/api-client.ts';
import { EventBus } from '../ports/event-bus.port.ts';
import type { Resettable } from '../stores/store-registry.ts';
import { storeError } from '../store-error.ts';
import type { JoinRequest, Organization, OrgMember, PendingInvite } from '../../domain/organizations/organization.ts';
import type { Role } from '../../domain/roles.ts';
import { OrganizationsApi } from '../../domain/organizations/organizations-api.ts';
import { OrganizationsMessages } from './organizations-messages.ts';

/** The organization, its members and join requests (spec 7.3, 8.3); cleared on a space switch. */
@injectable()
export class OrganizationStore implements Resettable {
  readonly storeName = 'organization';
  organization: Organization | null = null;
  members: OrgMember[] = [];
  joinRequests: JoinRequest[] = [];
  invites: PendingInvite[] = [];

  constructor(
    @inject(ApiClient) private readonly api: ApiClient,
    @inject(EventBus) bus: EventBus,
  ) {
    bus.on('space-switched', () => this.reset());
  }

  reset(): void {
    this.organization = null;
    this.members = [];
    this.joinRequests = [];
    this.invites = [];
  }

  async fetchOrganization(): Promise<Organization> {
    try {
      this.organization = await this.api.call(OrganizationsApi.organization, {});
      return this.organization;
    } catch (error) {
      throw storeError(error, OrganizationsMessages.fetchOrganizationFailed);
    }
  }

  async updateOrganization(changes: Partial<Organization>): Promise<Organization> {
    try {
      this.organization = await this.api.call(OrganizationsApi.updateOrganization, {}, changes);
      return this.organization;
    } catch (error) {
      throw storeError(error, OrganizationsMessages.updateOrganizationFailed);
    }
  }

  async fetchMembers(): Promise<OrgMember[]> {
    try {
      // The contract's answer is the bare list; a wrapped one ({ members }) is still read, as before.
      const body = (await this.api.call(OrganizationsApi.members, {})) as OrgMember[] | { members: OrgMember[] };
      this.members = Array.isArray(body) ? body : body.members;
      return this.members;
    } catch (error) {
      throw storeError(error, OrganizationsMessages.fetchMembersFailed);
    }
  }

  async updateMemberRole(memberId: string, role: Role): Promise<void> {
    try {
      await this.api.call(OrganizationsApi.changeRole, { id: memberId }, { role });
      this.members = this.members.map((m) => (m.id === memberId ? { ...m, role } : m));
    } catch (error) {
      throw storeError(error, OrganizationsMessages.updateMemberRoleFailed);
    }
  }

  async removeMember(memberId: string): Promise<void> {
    try {
      await this.api.call(OrganizationsApi.removeMember, { id: memberId });
      this.members = this.members.filter((m) => m.id !== memberId);
    } catch (error) {
      throw storeError(error, OrganizationsMessages.removeMemberFailed);
    }
  }

  async sendInvite(email: string, role: Role): Promise<void> {
    try {
      await this.api.call(OrganizationsApi.invite, {}, { email, role });
    } catch (error) {
      throw storeError(error, OrganizationsMessages.sendInviteFailed);
    }
  }

  /** Invitations sent and not accepted yet (owners and admins). */
  async fetchInvites(): Promise<PendingInvite[]> {
    try {
      this.invites = await this.api.call(OrganizationsApi.invites, {});
      return this.invites;
    } catch (error) {
      throw storeError(error, OrganizationsMessages.fetchInvitesFailed);
    }
  }

  /** Mails the invitation again with a new link; the old link stops working. */
  async resendInvite(id: string): Promise<PendingInvite> {
    try {
      const sent = await this.api.call(OrganizationsApi.resendInvite, { id });
      this.invites = this.invites.map((i) => (i.id === id ? sent : i));
      return sent;
    } catch (error) {
      throw storeError(error, OrganizationsMessages.resendInviteFailed);
    }
  }

  /** Revokes the invitation: its link stops working. */
  async revokeInvite(id: string): Promise<void> {
    try {
      await this.api.call(OrganizationsApi.revokeInvite, { id });
      this.invites = this.invites.filter((i) => i.id !== id);
    } catch (error) {
      throw storeError(error, OrganizationsMessages.revokeInviteFailed);
    }
  }

  async fetchJoinRequests(): Promise<JoinRequest[]> {
    try {
      const body = (await this.api.call(OrganizationsApi.joinRequests, {})) as JoinRequest[] | { join_requests: JoinRequest[] };
      this.joinRequests = Array.isArray(body) ? body : body.join_requests;
      return this.joinRequests;
    } catch (error) {
      throw storeError(error, OrganizationsMessages.fetchJoinRequestsFailed);
    }
  }

  async approveJoinRequest(id: string): Promise<void> {
    try {
      await this.api.call(OrganizationsApi.approveJoinRequest, { id });
      this.joinRequests = this.joinRequests.filter((r) => r.id !== id);
    } catch (error) {
      throw storeError(error, OrganizationsMessages.approveJoinRequestFailed);
    }
  }

  async denyJoinRequest(id: string): Promise<void> {
    try {
      await this.api.call(OrganizationsApi.denyJoinRequest, { id });
      this.joinRequests = this.joinRequests.filter((r) => r.id !== id);
    } catch (error) {
      throw storeError(error, OrganizationsMessages.denyJoinRequestFailed);
    }
  }
}
