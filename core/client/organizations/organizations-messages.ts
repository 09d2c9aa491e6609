/** What web and CLI show when an organization call of the client core fails. */
export const OrganizationsMessages = {
  approveJoinRequestFailed: 'Failed to approve join request',
  denyJoinRequestFailed: 'Failed to deny join request',
  fetchInvitesFailed: 'Failed to fetch invitations',
  fetchJoinRequestsFailed: 'Failed to fetch join requests',
  fetchMembersFailed: 'Failed to fetch members',
  fetchOrganizationFailed: 'Failed to fetch organization',
  removeMemberFailed: 'Failed to remove member',
  resendInviteFailed: 'Failed to resend the invitation',
  revokeInviteFailed: 'Failed to revoke the invitation',
  sendInviteFailed: 'Failed to send invite',
  updateMemberRoleFailed: 'Failed to update member role',
  updateOrganizationFailed: 'Failed to update organization',
};
