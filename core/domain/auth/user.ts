import type { Role } from '../roles.ts';

/** The signed-in user as `/me` and the auth calls return it (spec section 3). */
export interface SessionUser {
  id: string;
  email: string;
  name: string;
  role: Role;
  org_id: string;
}

export interface AuthTokens {
  access_token: string;
  refresh_token: string;
}

export interface LoginResponse extends AuthTokens {
  user: SessionUser;
  is_first_login: boolean;
}

export interface RegisterResponse extends AuthTokens {
  user: SessionUser;
}

export interface RegisterPayload {
  email: string;
  password: string;
  name: string;
  /** Required unless an invitation names the organization. */
  org_name: string;
  /** From an invitation link: join the inviting organization instead of creating one. */
  invite_token?: string;
  /** From an approved waitlist entry's email. */
  waitlist_token?: string;
}

/** One of the account's signed-in sessions as `GET /sessions` lists it (Settings → Active sessions). */
export interface SignedInSessionView {
  id: string;
  /** When it was signed in (ISO 8601). */
  created_at: string;
  /** When its tokens were last renewed (ISO 8601). */
  last_used_at: string;
  user_agent: string | null;
  ip: string | null;
  /** The session making the request. */
  current: boolean;
}

export interface LoginPayload {
  email: string;
  password: string;
}

/** The account as Settings changes it: the session's user and whether its email address is verified. */
export type AccountUser = SessionUser & { email_verified: boolean };

export interface NameChange {
  name: string;
}

export interface PasswordChange {
  current_password: string;
  new_password: string;
}

/** Other sessions signed out (a password change, "sign out of all other sessions"): how many, and a confirmation. */
export interface OtherSessionsSignedOut {
  message: string;
  signed_out_sessions: number;
}
