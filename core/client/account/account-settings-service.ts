import { inject, injectable } from 'inversify';
import { ApiClient } from '../api/api-client.ts';
import { AuthSession } from '../auth/auth-session.ts';
import { storeError } from '../store-error.ts';
import { Messages } from '../../domain/messages.ts';
import type { SessionUser } from '../../domain/auth/user.ts';
import { AccountApi } from '../../domain/auth/account-api.ts';

/** One signed-in session of the account, as Settings → Active sessions lists it. */
export interface ActiveSession {
  id: string;
  /** When it was signed in (ISO 8601). */
  createdAt: string;
  /** When its tokens were last renewed (ISO 8601). */
  lastUsedAt: string;
  userAgent: string | null;
  ip: string | null;
  /** This browser's own session. */
  current: boolean;
}

/** One's own account needs no space. */
const ACCOUNT = { skipSpaceCheck: true } as const;

/**
 * Settings: the signed-in person's own name, password and sessions. A new name goes to the
 * session at once, so the account menu shows it. A failure is an ApiError with the server's field errors
 * in `details` and its message, else the call's fallback text.
 */
@injectable()
export class AccountSettingsService {
  constructor(
    @inject(ApiClient) private readonly api: ApiClient,
    @inject(AuthSession) private readonly auth: AuthSession,
  ) {}

  async changeName(name: string): Promise<SessionUser> {
    const user = await this.call(() => this.api.call(AccountApi.changeName, {}, { name }, ACCOUNT), Messages.changeNameFailed);
    this.auth.replaceUser(user);
    return user;
  }

  /** Every other session of the account is signed out; this one stays. Answers the server's confirmation. */
  async changePassword(currentPassword: string, newPassword: string): Promise<string> {
    const answer = await this.call(
      () => this.api.call(AccountApi.changePassword, {}, { current_password: currentPassword, new_password: newPassword }, ACCOUNT),
      Messages.changePasswordFailed,
    );
    return answer.message;
  }

  async listSessions(): Promise<ActiveSession[]> {
    const rows = await this.call(() => this.api.call(AccountApi.sessions, {}, undefined, ACCOUNT), Messages.fetchSessionsFailed);
    return rows.map((s) => ({ id: s.id, createdAt: s.created_at, lastUsedAt: s.last_used_at, userAgent: s.user_agent, ip: s.ip, current: s.current }));
  }

  async endSession(id: string): Promise<string> {
    return (await this.call(() => this.api.call(AccountApi.endSession, { id }, undefined, ACCOUNT), Messages.endSessionFailed)).message;
  }

  /** "Sign out of all other sessions": this one stays signed in. */
  async endOtherSessions(): Promise<string> {
    return (await this.call(() => this.api.call(AccountApi.endOtherSessions, {}, {}, ACCOUNT), Messages.endSessionFailed)).message;
  }

  private async call<T>(request: () => Promise<T>, fallback: string): Promise<T> {
    try {
      return await request();
    } catch (error) {
      throw storeError(error, fallback);
    }
  }
}
