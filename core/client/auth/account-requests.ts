import { inject, injectable } from 'inversify';
import { ApiClient } from '../api/api-client.ts';

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
 * What a visitor asks of their account without a session: confirm the email address from the link,
 * send the link again, reset a forgotten password, join the waitlist. None of them needs a space.
 */
/** A visitor's calls wait for no session (the queue holds calls until sign-in) and need no space. */
const VISITOR = { skipSpaceCheck: true, skipQueue: true } as const;

@injectable()
export class AccountRequests {
  constructor(@inject(ApiClient) private readonly api: ApiClient) {}

  async verifyEmail(token: string): Promise<string> {
    return (await this.api.post<{ message: string }>('/verify-email', { token }, VISITOR)).message;
  }

  async resendVerification(email: string): Promise<string> {
    return (await this.api.post<{ message: string }>('/resend-verification', { email }, VISITOR)).message;
  }

  /** Forgot password: the answer is the same whatever the address (202). */
  async requestPasswordReset(email: string): Promise<string> {
    return (await this.api.post<{ message: string }>('/password/forgot', { email }, VISITOR)).message;
  }

  /** Sets a new password with the token of the emailed reset link; every session of the account ends. */
  async resetPassword(token: string, password: string): Promise<string> {
    return (await this.api.post<{ message: string }>('/password/reset', { token, password }, VISITOR)).message;
  }

  async checkEmailDomain(email: string): Promise<DomainCheck> {
    return this.api.get<DomainCheck>(`/register/check-domain?email=${encodeURIComponent(email)}`, VISITOR);
  }

  /** Joining an existing organization files a join request; the answer says what happens next. */
  async registerWithDomain(registration: DomainRegistration): Promise<string> {
    return (await this.api.post<{ message: string }>('/register/with-domain', registration, VISITOR)).message;
  }

  /** An unknown, used or expired token is refused (404) like every other wrong token. */
  async lookUpInvitation(token: string): Promise<InvitationDetails> {
    return this.api.get<InvitationDetails>(`/invites/${encodeURIComponent(token)}`, VISITOR);
  }

  async joinWaitlist(request: WaitlistRequest): Promise<string> {
    return (await this.api.post<{ message: string }>('/waitlist', request, VISITOR)).message;
  }
}
