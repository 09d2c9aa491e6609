/** What the server answers when one of the auth feature's use cases refuses or fails (the detail of its ServerError). */
export const AuthServerMessages = {
  invalidCredentials: 'Invalid email or password',
  emailTaken: 'An account with this email already exists',
  tokenInvalid: 'Invalid or expired token',
  notAuthenticated: 'Not authenticated',
  accountDisabled: 'This account is disabled',
  userNotFound: 'User not found',
  inviteInvalid: 'This invitation is invalid or has expired',
  inviteEmailMismatch: 'This invitation was sent to another email address',
  invitationNoLongerValid: 'This invitation is no longer valid',
  alreadyInOrganization: 'This account already belongs to another organization',
  emailInvalid: 'Enter a valid email address',
  joinRequested: 'Your request to join has been sent to the organization admins. You can sign in, and you will get access once it is approved.',
  organizationCreated: 'Your organization has been created. You can sign in now.',
  noOrganizationForDomain: 'No organization uses this email domain',
  tooManyLoginAttempts: (seconds: number) => `Too many failed sign-in attempts. Try again in ${waitText(seconds)}.`,
  tooManyRequests: (seconds: number) => `Too many requests. Try again in ${waitText(seconds)}.`,
  adminPasswordRefused: (reason: string) => `ADMIN_PASSWORD cannot be used: ${reason}`,
  emailUnverified: 'Please verify your email address before signing in. We sent you a link.',
  verificationInvalid: 'This verification link is invalid or has expired',
  emailVerified: 'Your email address is verified',
  verificationSent: 'If that account exists and is not verified yet, we sent a new link',
  passwordResetSent: 'If an account uses this address, we sent it a link to set a new password. The link is valid for 30 minutes.',
  passwordResetInvalid: 'This password reset link is invalid, already used or expired. Ask for a new one.',
  passwordResetDone: 'Your password has been changed. Sign in with your new password.',
  currentPasswordWrong: 'The current password is not correct',
  passwordChanged: 'Your password has been changed. Your other sessions were signed out.',
  nameInvalid: 'Enter a name of 1 to 100 characters',
  sessionEnded: 'This session was signed out',
  signedInSessionNotFound: 'Session not found',
  sessionSignedOut: 'The session was signed out',
  otherSessionsSignedOut: (count: number) => (count === 1 ? 'Signed out of 1 other session' : `Signed out of ${count} other sessions`),
  registrationWaitlist: 'Registration is by invitation from the waitlist. Join the waitlist to get access.',
  registrationInviteOnly: 'Registration is by invitation only',
  waitlistJoined: 'You are on the waitlist. We will email you when your access is ready.',
  waitlistApproved: 'Approved: an email with a registration link was sent',
} as const;

/** The wait a 429 names, in the unit its Retry-After header implies: seconds under a minute, else whole minutes rounded up. */
function waitText(seconds: number): string {
  const s = Math.max(1, Math.ceil(seconds));
  if (s < 60) return `${s} second${s === 1 ? '' : 's'}`;
  const m = Math.ceil(s / 60);
  return `${m} minute${m === 1 ? '' : 's'}`;
}
