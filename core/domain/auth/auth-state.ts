/** The authentication states of spec 4.1. */
export const AuthState = {
  INITIALIZING: 'INITIALIZING',
  UNAUTHENTICATED: 'UNAUTHENTICATED',
  AUTHENTICATED: 'AUTHENTICATED',
  REFRESHING: 'REFRESHING',
  LOGGING_OUT: 'LOGGING_OUT',
} as const;
export type AuthState = (typeof AuthState)[keyof typeof AuthState];
