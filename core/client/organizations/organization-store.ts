import { inject, injectable } from 'inversify';
import { ApiClient } from '../api/api-client.ts';
import { EventBus } from '../ports/event-bus.port.ts';
import type { Resettable } from '../stores/store-registry.ts';
import { storeError } from '../store-error.ts';
import type { JoinRequest, Organization, OrgMember, PendingInvite } from '../../domain/organization.ts';
import type { Role } from '../../domain/roles.ts';
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
      this.organization = await this.api.get<Organization>('/settings/org');
      return this.organization;
    } catch (error) {
      throw storeError(error, OrganizationsMessages.fetchOrganizationFailed);
    }
  }

  async updateOrganization(changes: Partial<Organization>): Promise<Organization> {
    try {
      this.organization = await this.api.put<Organization>('/settings/org', changes);
      return this.organization;
    } catch (error) {
      throw storeError(error, OrganizationsMessages.updateOrganizationFailed);
    }
  }

  async fetchMembers(): Promise<OrgMember[]> {
    try {
      const body = await this.api.get<OrgMember[] | { members: OrgMember[] }>('/orgs/members');
      this.members = Array.isArray(body) ? body : body.members;
      return this.members;
    } catch (error) {
      throw storeError(error, OrganizationsMessages.fetchMembersFailed);
    }
  }

  async updateMemberRole(memberId: string, role: Role): Promise<void> {
    try {
      await this.api.put(`/orgs/members/${encodeURIComponent(memberId)}/role`, { role });
      this.members = this.members.map((m) => (m.id === memberId ? { ...m, role } : m));
    } catch (error) {
      throw storeError(error, OrganizationsMessages.updateMemberRoleFailed);
    }
  }

  async removeMember(memberId: string): Promise<void> {
    try {
      await this.api.delete(`/orgs/members/${encodeURIComponent(memberId)}`);
      this.members = this.members.filter((m) => m.id !== memberId);
    } catch (error) {
      throw storeError(error, OrganizationsMessages.removeMemberFailed);
    }
  }

  async sendInvite(email: string, role: Role): Promise<void> {
    try {
      await this.api.post('/orgs/invites', { email, role });
    } catch (error) {
      throw storeError(error, OrganizationsMessages.sendInviteFailed);
    }
  }

  /** Invitations sent and not accepted yet (owners and admins). */
  async fetchInvites(): Promise<PendingInvite[]> {
    try {
      this.invites = await this.api.get<PendingInvite[]>('/orgs/invites');
      return this.invites;
    } catch (error) {
      throw storeError(error, OrganizationsMessages.fetchInvitesFailed);
    }
  }

  /** Mails the invitation again with a new link; the old link stops working. */
  async resendInvite(id: string): Promise<PendingInvite> {
    try {
      const sent = await this.api.post<PendingInvite>(`/orgs/invites/${encodeURIComponent(id)}/resend`);
      this.invites = this.invites.map((i) => (i.id === id ? sent : i));
      return sent;
    } catch (error) {
      throw storeError(error, OrganizationsMessages.resendInviteFailed);
    }
  }

  /** Revokes the invitation: its link stops working. */
  async revokeInvite(id: string): Promise<void> {
    try {
      await this.api.delete(`/orgs/invites/${encodeURIComponent(id)}`);
      this.invites = this.invites.filter((i) => i.id !== id);
    } catch (error) {
      throw storeError(error, OrganizationsMessages.revokeInviteFailed);
    }
  }

  async fetchJoinRequests(): Promise<JoinRequest[]> {
    try {
      const body = await this.api.get<JoinRequest[] | { join_requests: JoinRequest[] }>('/orgs/join-requests');
      this.joinRequests = Array.isArray(body) ? body : body.join_requests;
      return this.joinRequests;
    } catch (error) {
      throw storeError(error, OrganizationsMessages.fetchJoinRequestsFailed);
    }
  }

  async approveJoinRequest(id: string): Promise<void> {
    try {
      await this.api.put(`/orgs/join-requests/${encodeURIComponent(id)}/approve`);
      this.joinRequests = this.joinRequests.filter((r) => r.id !== id);
    } catch (error) {
      throw storeError(error, OrganizationsMessages.approveJoinRequestFailed);
    }
  }

  async denyJoinRequest(id: string): Promise<void> {
    try {
      await this.api.put(`/orgs/join-requests/${encodeURIComponent(id)}/deny`);
      this.joinRequests = this.joinRequests.filter((r) => r.id !== id);
    } catch (error) {
      throw storeError(error, OrganizationsMessages.denyJoinRequestFailed);
    }
  }
}
