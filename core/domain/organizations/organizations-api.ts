import { wireRoute, type NoBody, type NoParams } from '../wire-route.ts';
import type { InviteSent, JoinRequest, JoinRequestDecision, MemberRoleChange, NewInvite, Organization, OrgMember, PendingInvite } from './organization.ts';
import type { MessageResponse } from '../message-response.ts';

type Id = { id: string };

/** The organization's endpoints: its settings, members, invitations and join requests; the server registers these patterns, the client store calls them. */
export const OrganizationsApi = {
  organization: wireRoute<NoParams, NoBody, Organization>()('GET', '/settings/org'),
  updateOrganization: wireRoute<NoParams, Partial<Organization>, Organization>()('PUT', '/settings/org'),
  members: wireRoute<NoParams, NoBody, OrgMember[]>()('GET', '/orgs/members'),
  changeRole: wireRoute<Id, MemberRoleChange, OrgMember>()('PUT', '/orgs/members/:id/role'),
  removeMember: wireRoute<Id, NoBody, MessageResponse>()('DELETE', '/orgs/members/:id'),
  invite: wireRoute<NoParams, NewInvite, InviteSent>()('POST', '/orgs/invites'),
  invites: wireRoute<NoParams, NoBody, PendingInvite[]>()('GET', '/orgs/invites'),
  resendInvite: wireRoute<Id, NoBody, PendingInvite>()('POST', '/orgs/invites/:id/resend'),
  revokeInvite: wireRoute<Id, NoBody, MessageResponse>()('DELETE', '/orgs/invites/:id'),
  joinRequests: wireRoute<NoParams, NoBody, JoinRequest[]>()('GET', '/orgs/join-requests'),
  approveJoinRequest: wireRoute<Id, NoBody, JoinRequestDecision>()('PUT', '/orgs/join-requests/:id/approve'),
  denyJoinRequest: wireRoute<Id, NoBody, JoinRequestDecision>()('PUT', '/orgs/join-requests/:id/deny'),
};
