/** What the server answers when one of the organizations feature's use cases refuses or fails (the detail of its ServerError). */
export const OrganizationsServerMessages = {
  membersManagersOnly: 'Only organization owners and admins can manage members',
  ownersOnly: 'Only an organization owner can grant or remove the owner role',
  ownRole: 'You cannot change your own role',
  removeSelf: 'You cannot remove yourself from the organization',
  lastOwner: 'The organization must keep at least one owner',
  memberNotFound: 'Member not found',
  joinRequestNotFound: 'Join request not found',
  inviteNotFound: 'Invitation not found',
  inviteResendTooSoon: (seconds: number) => `This invitation was sent less than a minute ago. Try again in ${seconds} second${seconds === 1 ? '' : 's'}.`,
  alreadyMember: 'This person already has an account',
} as const;
