import { inject, injectable } from 'inversify';
import { ApiClient } from '../api/api-client.ts';

export interface WaitlistRequest {
  email: string;
  name: string;
  company?: string | null;
}

/**
 * What a visitor asks of their account without a session: confirm the email address from the link,
 * send the link again, join the waitlist. None of them needs a space.
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

  async joinWaitlist(request: WaitlistRequest): Promise<string> {
    return (await this.api.post<{ message: string }>('/waitlist', request, VISITOR)).message;
  }
}
