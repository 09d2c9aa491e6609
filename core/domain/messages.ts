/**
 * The user-facing texts the core produces that no one feature folder owns (spec sections 2.3, 4, 5, 8): a
 * feature's own stores fail with the texts of its core/client/<feature>/*-messages.ts.
 * Functions build the texts that carry values.
 */
export const Messages = {
  authRequired: 'Authentication required',
  cannotCallDuringLogout: 'Cannot make API calls during logout',
  componentUnmounted: 'Component unmounted',
  requestCancelledDueToLogout: 'Request cancelled due to logout',
  networkErrorDuringAuth: 'Network error during authentication. Please check your connection.',
  failedToInitSpacesAfterLogin: 'Failed to initialize spaces after login',
  loginFailed: 'Login failed',
  registrationFailed: 'Registration failed',
  spaceContextRequired: (url: string) =>
    `Space context required for ${url} but no space ID available. Please ensure spaces are initialized before making this request.`,

  // 8.1 API client mapping
  accessDeniedToSpace: 'Access denied to this space. Contact your administrator for access.',
  permissionDenied: 'Permission denied',
  currentSpaceNotFound: 'Current space not found. Please refresh the page or contact support.',
  agentNotAvailable: 'Agent not available in your current space',
  resourceNotFound: 'Resource not found',
  validationError: 'Validation error',
  tooManyRequests: 'Too many requests',
  internalServerError: 'Internal server error',
  serverError: 'Server error',
  timeout: 'Request timed out - the server may be overloaded',
  network: 'Network error - please check your connection',
  cancelled: 'Request was cancelled',
  loggedOut: 'Request cancelled - user logged out',
  ga4OauthExpired: 'Google Analytics authentication has expired. Please reconnect your account.',

  // 8.2 spaces
  spacesNetwork: 'Network error while loading spaces. Please check your connection and try again.',
  spacesForbidden: 'Access denied. You may not have permission to access any spaces in this organization.',
  spacesUnauthorized: 'Authentication expired. Please log in again.',
  spacesNotFound: 'No spaces found. Contact your administrator to create a space.',
  spacesFetchFailed: 'Failed to fetch spaces',
  spaceCreateFailed: 'Failed to create space',
  noSpacesAvailable: 'No spaces available',
  invalidSpaceResponse: 'Invalid response from server: missing space data',
  loadingSpaces: 'Loading spaces...',

  // 8.3 store fallbacks
  // Pending invitations, and why members cannot open the organization screens
  orgAdminsOnly: 'Only owners and admins can manage users and the organization.',
  initUserProfileFailed: 'Failed to initialize user profile',
  refreshUserDataFailed: 'Failed to refresh user data',
  fetchPlanFailed: 'Failed to fetch plan info',
  fetchCreditsFailed: 'Failed to fetch credits info',
  fetchTransactionsFailed: 'Failed to fetch transactions',
  deductCreditsFailed: 'Failed to deduct credits',
  addCreditsFailed: 'Failed to add credits',
  changePlanFailed: 'Failed to change plan',
  insufficientCreditsSoft: 'Insufficient credits',
  planExpired: (planType: string) =>
    `Your ${planType} plan has expired. Please upgrade your plan to continue using AI agents.`,
  insufficientCredits: (cost: number, remaining: number) =>
    `Insufficient credits. This operation requires ${cost} credits, but you only have ${remaining} remaining.`,

  // 2.3 shell
  confirmLogoutTitle: 'Confirm Logout',
  confirmLogoutText: 'Are you sure you want to sign out? You will need to sign in again to access your account.',
  signOut: 'Sign Out',
  signingOut: 'Signing out...',
  cancel: 'Cancel',
  alphaBadge: 'Alpha',
  notificationsRegion: 'Notifications',
  completeSpaceProfile: 'Complete Space Profile',
  manageUsers: 'Manage Users',
  aiAgents: 'AI Agents',
  navAnalytics: 'Analytics',
  navAiTools: 'AI Tools',
  navManagement: 'Management',
  navSystemAdmin: 'System Admin',
  navOrganizationAdmin: 'Organization Admin',

  // 2.3 space selector and create dialog
  createFirstSpace: 'Create your first space below',
  createNewSpace: 'Create New Space',
  createSpace: 'Create Space',
  spaceNamePlaceholder: 'Marketing Team',
  spaceSlugPlaceholder: 'marketing-team',
  spaceSlugHelper: 'URL-friendly identifier (lowercase letters, numbers, and hyphens only)',

  // 8.5 toasts
  switchedSpace: 'Switched space successfully',
  spaceCreated: 'Space created successfully! Complete onboarding to get personalized AI insights.',
  setUpSpace: 'Set up your space to get personalized AI insights',
  setUpNow: 'Set Up Now',

  // 4.7 chat: sending, progress and cancel
  finalizingAnswer: 'Finalizing your answer...',
  justFinishingUp: 'Just finishing up...',
  wrappingUp: 'Wrapping up the response...',
  processing: 'Processing...',
  requestCancelledByUser: 'Request cancelled by user',

  // 8.4 chat errors
  chatWaitForSpaces: 'Please wait for spaces to load before sending messages',
  chatSpacesStillLoading: 'Space context is still loading. Please wait a moment and try again.',
  chatAccessDenied: "You don't have access to this space. Contact your administrator.",
  chatSessionsAccessDenied: "You don't have access to these chat sessions. Contact your administrator.",
  chatAgentUnavailable: 'This agent is not available in your current space.',
  chatTimeout: 'Request timed out. The server may be busy - please try again.',
  chatSessionsTimeout: 'Request timed out. Please check your connection and try again.',
  chatNetwork: 'Network error. Please check your connection and try again.',
  fetchAgentsFailed: 'Failed to fetch agents',
  createSessionFailed: 'Failed to create session',
  fetchChatSessionsFailed: 'Failed to fetch chat sessions',
  fetchMessagesFailed: 'Failed to fetch messages',
  sendMessageFailed: 'Failed to send message',
  submitRatingFailed: 'Failed to submit rating',
  regenerateMessageFailed: 'Failed to regenerate message',
  deleteMessageFailed: 'Failed to delete message',
  continueMessageFailed: 'Failed to continue message',
  noCurrentAgent: 'No current agent found',
  agentProcessingFailed: 'Agent processing failed',
  webSourcesNote: (count: number) => `This request used ${count} web sources; reading them can take a while.`,
  largeContextNote: 'This request has a very large context and may take 10-15 minutes or longer.',
  pollTimedOut: (minutes: number) => `Request timed out after ${minutes} minutes`,
  agentPollTimedOut: (agent: string, minutes: number) => `${agent} timed out after ${minutes} minutes. The request may still be processing.`,

  // 4.7 desktop notifications (decisions D11)
  agentResponded: (agent: string) => `${agent} has responded`,
  agentErrorTitle: 'Agent Error',
  agentFinishedInBackground: (agent: string) => `${agent} finished in the background`,
  /** The background toast's action: it opens the chat that finished. */
  openFinishedChat: 'Open',

  // Session list groups (pinned first, then by date)
  sessionGroupPinned: 'Pinned',
  sessionGroupToday: 'Today',
  sessionGroupYesterday: 'Yesterday',
  sessionGroupPrevious7Days: 'Previous 7 days',
  sessionGroupOlder: 'Older',
  chatSearchFailed: 'Failed to search chats',
  sessionTitleInvalid: 'A chat title needs 1 to 100 characters',
  renameChatFailed: 'Failed to rename chat',
  pinChatFailed: 'Failed to pin chat',

  // 2.3 background tasks (decisions D8)
  backgroundTasksTitle: 'Background Tasks',
  taskCompleted: 'Completed',
  taskFailed: 'Failed',
  taskCancelled: 'Cancelled',
  backgroundTasksFooter: (active: number, completed: number) => `${active} active, ${completed} completed`,
  clearCompleted: 'Clear Completed',
  badgeWebSocket: 'WebSocket',
  badgePolling: 'Polling',

  // 8.5 chat toasts
  sessionDeleted: 'Session deleted successfully',
  deleteSessionFailed: 'Failed to delete session',
  artifactGenerated: 'Artifact generated successfully!',
  artifactReady: (type: string) => `Your ${type.toUpperCase()} is ready for download.`,
  artifactFailed: 'Artifact generation failed',
  artifactFailedDefault: 'An error occurred while generating the artifact.',

  // Platform admin area: fallbacks when the server sends no message of its own
  fetchConnectionsFailed: 'Failed to load the connections',
  // Publishing and email bookmarks.
  // Agents' proposals (confirmation cards in the chat).
  fetchProposalsFailed: "Failed to load the agent's proposed actions",
  applyProposalFailed: 'Failed to apply the action',
  dismissProposalFailed: 'Failed to dismiss the action',
  // Outreach with Instantly (H2)
  // ERP (H4)

  // Settings: fallbacks when the server sends no message of its own
  changeNameFailed: 'Failed to change your name',
  changePasswordFailed: 'Failed to change your password',
  fetchSessionsFailed: 'Failed to load your sessions',
  endSessionFailed: 'Failed to sign out the session',

  // Password rules (core/domain/auth/password-policy.ts): the register form and the server say the same
  passwordTooShort: (min: number) => `Password must be at least ${min} characters`,
  passwordTooLong: (max: number) => `Password must be at most ${max} characters`,
  passwordContainsEmail: 'The password must not contain your email address',
  passwordTooCommon: 'This password is too common or too easy to guess',
} as const;
