/** Browser storage keys (spec section 3 and 9). */
export const StorageKeys = {
  accessToken: 'access_token',
  refreshToken: 'refresh_token',
  currentSpaceId: 'currentSpaceId',
  lastUserId: 'last_user_id',
  welcomeModal: 'show_welcome_modal',
  tempAuthData: 'temp_auth_data',
  sidebarCollapsed: 'sidebar-collapsed',
  sidebarPinned: 'sidebar-pinned',
  tourCompleted: 'tour_completed',
  notificationsEnabled: 'notifications-enabled',
} as const;

/** Session-storage keys. */
export const SessionStorageKeys = {
  tourShownThisSession: 'tour_shown_this_session',
  pendingToast: 'pending_toast',
} as const;
