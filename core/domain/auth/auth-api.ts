import { wireRoute, type NoBody, type NoParams } from '../wire-route.ts';
import type { MessageResponse } from '../message-response.ts';
import type { AccountUser, AuthTokens, LoginPayload, LoginResponse, RegisterPayload, RegisterResponse } from './user.ts';

/** The Register screen's check of a typed email (GET /register/check-domain, spec 3). */
export interface DomainCheck {
  has_existing_org: boolean;
  email_valid: boolean;
  email_error: string | null;
  email_exists: boolean;
}

/** Registering after the domain check: join the organization of the email's domain, or create a new one. */
export interface DomainRegistration {
  choice: 'join_existing' | 'create_new';
  email: string;
  password: string;
  name: string;
  org_name?: string;
}

/** The invitation page's lookup (GET /invites/{token}): who invited whom to which organization. */
export interface InvitationDetails {
  organization_name: string;
  inviter_name: string;
  email: string;
  role: string;
  expires_at: string;
}

export interface WaitlistRequest {
  email: string;
  name: string;
  company?: string | null;
}

/**
 * Signing in and what a visitor asks of their account (spec 7.1): the server registers these patterns, the client's
 * session and account requests call them. None needs a space.
 */
export const AuthApi = {
  register: wireRoute<NoParams, RegisterPayload, RegisterResponse>()('POST', '/register'),
  checkDomain: wireRoute<NoParams, NoBody, DomainCheck, { email: string }>()('GET', '/register/check-domain'),
  registerWithDomain: wireRoute<NoParams, DomainRegistration, MessageResponse>()('POST', '/register/with-domain'),
  invitation: wireRoute<{ token: string }, NoBody, InvitationDetails>()('GET', '/invites/:token'),
  verifyEmail: wireRoute<NoParams, { token: string }, MessageResponse>()('POST', '/verify-email'),
  resendVerification: wireRoute<NoParams, { email: string }, MessageResponse>()('POST', '/resend-verification'),
  forgotPassword: wireRoute<NoParams, { email: string }, MessageResponse>()('POST', '/password/forgot'),
  resetPassword: wireRoute<NoParams, { token: string; password: string }, MessageResponse>()('POST', '/password/reset'),
  joinWaitlist: wireRoute<NoParams, WaitlistRequest, MessageResponse>()('POST', '/waitlist'),
  login: wireRoute<NoParams, LoginPayload, LoginResponse>()('POST', '/login'),
  refresh: wireRoute<NoParams, { refresh_token: string }, AuthTokens>()('POST', '/refresh'),
  logout: wireRoute<NoParams, { refresh_token: string }, MessageResponse>()('POST', '/logout'),
  me: wireRoute<NoParams, NoBody, AccountUser>()('GET', '/me'),
};
