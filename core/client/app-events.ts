import type { AuthState } from './auth/auth-state.ts';
import type { Space } from '../domain/spaces/space.ts';
import type { SessionUser } from '../domain/auth/user.ts';

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
  /** A space's profile answers were saved: what is read from them (the agents' prompt starters) is read again. */
  'space-profile-saved': { spaceId: string };
  /** The signed-in user's own details changed (Settings → Profile): everything showing them follows at once. */
  'user-updated': { user: SessionUser };
};
