import type { Role } from './roles.ts';

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

export interface LoginPayload {
  email: string;
  password: string;
}
