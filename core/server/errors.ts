/** Codes of the failures the server's use cases report; the HTTP adapter maps each to a status. */
export type ServerErrorCode =
  | 'VALIDATION.INVALID'
  | 'AUTH.INVALID_CREDENTIALS'
  | 'AUTH.EMAIL_TAKEN'
  | 'AUTH.TOKEN_INVALID'
  | 'AUTH.ACCOUNT_DISABLED'
  | 'PERMISSION.DENIED'
  | 'SPACE.SLUG_TAKEN'
  | 'SPACE.NOT_FOUND'
  | 'USER.NOT_FOUND'
  | 'BILLING.UNKNOWN_PLAN'
  | 'BILLING.NO_ORGANIZATION'
  | 'ORG.MEMBER_NOT_FOUND'
  | 'ORG.LAST_OWNER'
  | 'ORG.JOIN_REQUEST_NOT_FOUND'
  | 'ORG.INVITE_INVALID'
  | 'ORG.INVITE_NOT_FOUND'
  | 'ORG.INVITE_RESEND_TOO_SOON'
  | 'AUTH.THROTTLED'
  | 'ADMIN.NOT_FOUND'
  | 'SPACE.DEFAULT_UNDELETABLE'
  | 'PAYMENT.BAD_SIGNATURE'
  | 'AUTH.EMAIL_UNVERIFIED'
  | 'AUTH.TOKEN_EXPIRED'
  | 'AUTH.REGISTRATION_CLOSED'
  | 'AUTH.SESSION_NOT_FOUND'
  | 'AGENT.NOT_FOUND'
  | 'AGENT.SESSION_NOT_FOUND'
  | 'AGENT.MESSAGE_NOT_FOUND'
  | 'AGENT.PLAN_EXPIRED'
  | 'AGENT.INSUFFICIENT_CREDITS'
  | 'AGENT.SPACE_REQUIRED'
  | 'AGENT.NOT_CONTINUABLE'
  | 'AGENT.LINK_INVALID'
  | 'AGENT.RUN_FAILED'
  | 'KB.DOCUMENT_NOT_FOUND'
  | 'KB.URL_NOT_FOUND'
  | 'KB.UNSUPPORTED_TYPE'
  | 'KB.TOO_LARGE'
  | 'KB.LINK_INVALID'
  | 'KB.URL_REFUSED'
  | 'KB.BUSY'
  | 'IDEMPOTENCY.KEY_REUSED'
  | 'IDEMPOTENCY.IN_FLIGHT'
  | 'INTEGRATION.UNKNOWN_PROVIDER'
  | 'INTEGRATION.NOT_AVAILABLE'
  | 'INTEGRATION.NOT_CONNECTED'
  | 'INTEGRATION.AUTH_REFUSED'
  | 'INTEGRATION.PROVIDER_UNAVAILABLE'
  | 'INTEGRATION.RECONNECT_NEEDED'
  | 'INTEGRATION.GA4_OAUTH_EXPIRED'
  | 'INTEGRATION.NOT_CONFIGURED'
  | 'INTEGRATION.NOT_FOUND'
  | 'INTEGRATION.BUSY'
  | 'AGENT.PROPOSAL_NOT_FOUND'
  | 'AGENT.PROPOSAL_CONFLICT'
  | 'AGENT.PROPOSAL_EXPIRED'
  | 'AGENT.RUN_IN_PROGRESS'
  | 'AGENT.RUN_FINISHED'
  | 'SERVICE.BUSY'
  | 'SERVICE.UNAVAILABLE';

export interface FieldError {
  loc: string[];
  msg: string;
  type: string;
}

/** A failure a use case reports on purpose, with a code and the text the caller sees. */
export class ServerError extends Error {
  constructor(
    readonly code: ServerErrorCode,
    message: string,
    readonly fieldErrors: FieldError[] = [],
    /** Extra facts for the transport (e.g. seconds until a throttled caller may retry). */
    readonly meta: { retryAfterSeconds?: number } = {},
  ) {
    super(message);
    this.name = 'ServerError';
  }
}

/** The server's user-facing texts, in one table. */
/** The wait a 429 names, in the unit its Retry-After header implies: seconds under a minute, else whole minutes rounded up. */
function waitText(seconds: number): string {
  const s = Math.max(1, Math.ceil(seconds));
  if (s < 60) return `${s} second${s === 1 ? '' : 's'}`;
  const m = Math.ceil(s / 60);
  return `${m} minute${m === 1 ? '' : 's'}`;
}

export const ServerMessages = {
  // A dependency that is slow or gone (503 with Retry-After): the chat maps a text with "timed out" to R-CHATERR-08.
  serverBusy: 'The request timed out: the server is busy. Nothing was changed; try again in a few seconds.',
  databaseUnavailable: 'The database cannot be reached right now. Try again in a minute.',
  redisUnavailable: 'A service the server needs cannot be reached right now. Try again in a minute.',
  runsCannotBeQueued: 'Failed to send message: runs cannot be queued right now. Nothing was charged; try again in a minute.',
  invalidCredentials: 'Invalid email or password',
  emailTaken: 'An account with this email already exists',
  tokenInvalid: 'Invalid or expired token',
  notAuthenticated: 'Not authenticated',
  accountDisabled: 'This account is disabled',
  createSpaceForbidden: 'Only organization owners and admins can create spaces',
  slugTaken: (slug: string) => `A space with the slug '${slug}' already exists in this organization`,
  invalidSlug: 'Slug may contain only lowercase letters, numbers, and hyphens',
  userNotFound: 'User not found',
  noOrganization: 'This account does not belong to an organization',
  unknownPlan: (type: string) => `Unknown plan '${type}'`,
  billingManagersOnly: 'Only organization owners and admins can manage credits and plans',
  notACreditPack: 'Choose one of the credit packs on offer',
  noCreditPack: (credits: number) => `No credit pack has ${credits} credits`,
  packBonusIs: (bonus: number) => `This pack's bonus is ${bonus} credits`,
  packPriceIs: (price: number) => `This pack's price is ${price}`,
  idempotencyKeyReused: 'This Idempotency-Key was already used for a different request',
  deductReasonRequired: 'Give the reason for taking these credits',
  creditsTargetRequired: 'Name the organization (org_id) to add credits to',
  spaceAccessDenied: 'Access denied to this space',
  integrationsManagersOnly: 'Only organization owners and admins can connect or disconnect integrations',
  unknownIntegration: (provider: string) => `There is no integration called '${provider}'`,
  integrationSoon: (name: string) => `${name} cannot be connected yet: it is coming soon`,
  integrationNeedsToken: (name: string) => `${name} connects with an access token`,
  integrationNotConnected: (name: string) => `${name} is not connected to this space`,
  integrationRefused: (name: string, reason: string) => `${name} refused the connection: ${reason}`,
  integrationUnknownAccount: (name: string) => `${name} shows no such ad account for this token`,
  externalWritesManagersOnly: 'Only organization owners and admins can create, send or launch things in connected tools here. Ask an owner to allow members in the organization settings.',
  integrationNotFound: (name: string, reason: string) => `${name} could not find it: ${reason}`,
  // Agents' proposals (confirmation cards): applying, dismissing, who may.
  proposalNotFound: 'This proposal was not found',
  proposalSessionRequired: 'Name the chat session (session_id)',
  proposalBusy: 'This action is being applied already',
  proposalExpired: 'This card expired 7 days after the agent proposed it. Ask the agent again for a fresh one.',
  proposalReplaced: 'This card belongs to an earlier version of the answer. Apply the card under the answer shown now.',
  proposalDone: (status: string) => `This action was ${status} already`,
  proposalUnknownAction: (action: string) => `Nothing here can apply '${action}' yet`,
  proposalInterrupted: 'Applying was interrupted before it finished. Check the tool, then try again if nothing was created.',
  integrationReconnect: (name: string, reason: string) => `${name} needs to be connected again: ${reason}`,
  ga4OauthExpired: 'Google Analytics authentication has expired. Please reconnect your account.',
  ga4GrantLapsedInTesting: (reason: string) =>
    `${reason} Google ends every sign-in 7 days after it was given while the app's OAuth consent screen is in Testing status, as this one may be: an administrator must publish the consent screen (Google Cloud console, OAuth consent screen, Publish app), then connect again.`,
  ga4NotConfigured: 'Google Analytics is not set up on this server: an administrator must set GOOGLE_OAUTH_CLIENT_ID and GOOGLE_OAUTH_CLIENT_SECRET',
  ga4StateInvalid: 'This Google sign-in link is not for this account or space, or it is too old. Start connecting again.',
  ga4Denied: (reason: string) => `Google did not grant access: ${reason}`,
  ga4ScopeMissing: 'Google granted access without reading Analytics data. Connect again and allow "See and download your Google Analytics data".',
  ga4UnknownProperty: (id: string) => `Property ${id} is not one this Google account can read`,
  ga4SelectLinked: 'The selected property must be one of the linked ones',
  ga4NoProperty: 'Choose the property this space reports on first (Manage GA4 properties)',
  integrationSecretUnreadable: 'The stored access token could not be read',
  integrationBadRange: (problem: string) => problem,
  integrationUnavailable: (name: string, reason: string) => `${name} could not be reached: ${reason}. Try again in a few minutes.`,
  // An answer or artifact sent or bookmarked (ReadableSources); each feature's own texts are in its folder.
  publishingSourceNotFound: 'That answer or artifact was not found in this space',
  spaceNotFound: 'Space not found',
  membersManagersOnly: 'Only organization owners and admins can manage members',
  ownersOnly: 'Only an organization owner can grant or remove the owner role',
  ownRole: 'You cannot change your own role',
  removeSelf: 'You cannot remove yourself from the organization',
  lastOwner: 'The organization must keep at least one owner',
  memberNotFound: 'Member not found',
  joinRequestNotFound: 'Join request not found',
  inviteInvalid: 'This invitation is invalid or has expired',
  inviteEmailMismatch: 'This invitation was sent to another email address',
  invitationNoLongerValid: 'This invitation is no longer valid',
  inviteNotFound: 'Invitation not found',
  inviteResendTooSoon: (seconds: number) => `This invitation was sent less than a minute ago. Try again in ${seconds} second${seconds === 1 ? '' : 's'}.`,
  alreadyMember: 'This person already has an account',
  alreadyInOrganization: 'This account already belongs to another organization',
  emailInvalid: 'Enter a valid email address',
  joinRequested: 'Your request to join has been sent to the organization admins. You can sign in, and you will get access once it is approved.',
  organizationCreated: 'Your organization has been created. You can sign in now.',
  noOrganizationForDomain: 'No organization uses this email domain',
  tooManyLoginAttempts: (seconds: number) => `Too many failed sign-in attempts. Try again in ${waitText(seconds)}.`,
  tooManyRequests: (seconds: number) => `Too many requests. Try again in ${waitText(seconds)}.`,
  adminPasswordRefused: (reason: string) => `ADMIN_PASSWORD cannot be used: ${reason}`,
  platformAdminsOnly: 'Only platform admins can do this',
  readOnlyAdmin: 'Support admins have read-only access',
  adminTargetNotFound: 'Not found',
  defaultSpaceUndeletable: 'The default space cannot be deleted',
  badWebhookSignature: 'Invalid webhook signature',
  agentNotFound: 'Agent not found',
  sessionNotFound: 'Chat session not found',
  messageNotFound: 'Message not found',
  runInProgress: 'This chat is still answering your last message. Wait for it, or cancel it, before sending another.',
  runFinished: (status: string) => `This request has already ${status === 'completed' ? 'been answered' : status === 'cancelled' ? 'been cancelled' : 'failed'}: there is nothing left to cancel.`,
  sessionTitleInvalid: 'A chat title needs 1 to 100 characters',
  spaceRequiredForAgents: 'Space context required: send X-Space-ID with a space of your organization',
  notContinuable: 'This message was not cut short, so there is nothing to continue',
  linkInvalid: 'This download link is invalid or has expired',
  agentFailed: 'Agent processing failed',
  artifactNotMade: (filename: string) => `${filename} could not be made. The answer and its other files are ready; regenerate the answer to try again.`,
  modelStalled: (seconds: number) => `The AI model stopped responding for ${seconds} seconds, so the request was stopped and your credits were refunded. Please try again.`,
  modelBusy: 'The AI model is busy right now. Your credits were refunded; please try again in a minute.',
  modelUnreachable: 'The AI model could not be reached. Your credits were refunded; please try again in a few minutes.',
  modelRefused: 'The AI model refused the request: ask an administrator to check its settings. Your credits were refunded.',
  onlyAnswersRegenerate: 'Only an assistant message can be regenerated',
  onlyQuestionsEdit: 'Only a question you sent can be edited',
  requestInFlight: 'A request with this Idempotency-Key is still being processed; retry it in a moment',
  runNotQueued: 'This request could not be queued; your credits were refunded. Please send it again.',
  serverRestarted: 'The server restarted while this request was running; your credits were refunded. Please send it again.',
  workerStopped: 'The worker running this request stopped before it finished; your credits were refunded. Please send it again.',
  /** The chat's progress note while a run whose worker stopped is started again on another (docs/DECISIONS.md A6). */
  workerStoppedRetrying: 'The worker handling this request stopped; retrying on another worker...',
  importInsufficient: (index: number) => `Record ${index}: not enough credits for this debit; nothing was imported`,
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
  spaceManagersOnly: 'Only organization owners and admins can change spaces',
  unknownQuestion: (id: string) => `Unknown question '${id}'`,
  documentNotFound: 'Document not found',
  urlSourceNotFound: 'URL source not found',
  uploadTooLarge: (limit: string) => `The file is larger than the upload limit of ${limit}`,
  uploadMissingFile: 'Send the file in a multipart field named "file"',
  uploadUnsupportedName: (ext: string, accepted: string) => `Files named .${ext || '(no extension)'} are not accepted; upload ${accepted}`,
  uploadUnsupportedContent: (what: string, accepted: string) => `This file's content is ${what}, which is not accepted; upload ${accepted}`,
  uploadRenamed: (ext: string, what: string) => `The file is named .${ext} but its content is ${what}; rename it to match what it is`,
  uploadLinkInvalid: 'This upload link is invalid, already used or expired',
  uploadLinkExpired: 'The upload link expired before the file arrived',
  documentBusy: 'This document is being processed; try again when it is done',
  documentEmpty: 'The document is empty',
  documentNoText: 'No text could be found in this document',
  documentMissingBytes: 'The uploaded file is missing; upload it again',
  processingFailed: 'Processing failed',
  documentUnpacksTooLarge: (limit: string) => `The Word document unpacks to more than ${limit}, the most allowed for this file, so it was not read`,
  readingTimedOut: (seconds: number) => `Reading the text took longer than ${seconds} s, so it was stopped`,
  readingOutOfMemory: (megabytes: number) => `Reading the text needed more than ${megabytes} MB of memory, so it was stopped`,
  urlSourceBusy: 'This URL is being fetched; try again when it is done',
  pageNoText: 'No readable text was found at this address',
  brandVoiceManagersOnly: 'Only organization owners and admins can change the brand voice',
  knowledgeSpaceRequired: 'Space context required: send X-Space-ID with a space of your organization',
} as const;
