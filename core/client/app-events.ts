import type { AuthState } from './auth/auth-state.ts';
import type { Space } from '../domain/space.ts';

/** Every event the client core broadcasts, with its payload. */
export type AppEvents = {
  'auth-state-changed': { state: AuthState; previous: AuthState };
  LOGIN_REQUIRED: { reason?: string };
  LOGOUT_COMPLETE: Record<string, never>;
  SESSION_EXPIRED: Record<string, never>;
  'spaces-ready': { spaces: Space[]; current: Space | null; error?: string };
  'spaces-error': { error: string };
  'spaces-refreshed': { spaces: Space[] };
  'space-switched': { spaceId: string };
};
