import { inject, injectable } from 'inversify';
import { ApiClient } from '../api/api-client.ts';
import { AuthApi, type DomainCheck, type DomainRegistration, type InvitationDetails, type WaitlistRequest } from '../../domain/auth/auth-api.ts';

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
    return (await this.api.call(AuthApi.verifyEmail, {}, { token }, VISITOR)).message;
  }

  async resendVerification(email: string): Promise<string> {
    return (await this.api.call(AuthApi.resendVerification, {}, { email }, VISITOR)).message;
  }

  /** Forgot password: the answer is the same whatever the address (202). */
  async requestPasswordReset(email: string): Promise<string> {
    return (await this.api.call(AuthApi.forgotPassword, {}, { email }, VISITOR)).message;
  }

  /** Sets a new password with the token of the emailed reset link; every session of the account ends. */
  async resetPassword(token: string, password: string): Promise<string> {
    return (await this.api.call(AuthApi.resetPassword, {}, { token, password }, VISITOR)).message;
  }

  async checkEmailDomain(email: string): Promise<DomainCheck> {
    return this.api.call(AuthApi.checkDomain, {}, undefined, { ...VISITOR, query: { email } });
  }

  /** Joining an existing organization files a join request; the answer says what happens next. */
  async registerWithDomain(registration: DomainRegistration): Promise<string> {
    return (await this.api.call(AuthApi.registerWithDomain, {}, registration, VISITOR)).message;
  }

  /** An unknown, used or expired token is refused (404) like every other wrong token. */
  async lookUpInvitation(token: string): Promise<InvitationDetails> {
    return this.api.call(AuthApi.invitation, { token }, undefined, VISITOR);
  }

  async joinWaitlist(request: WaitlistRequest): Promise<string> {
    return (await this.api.call(AuthApi.joinWaitlist, {}, request, VISITOR)).message;
  }
}
