import { inject, injectable } from 'inversify';
import { UnitOfWork } from '../ports/unit-of-work.ts';
import { PasswordHasher } from '../ports/password-hasher.ts';
import { Clock } from '../ports/clock.ts';
import { SessionIssuer } from './session-issuer.ts';
import { toSessionUser } from './user-view.ts';
import { ServerError, ServerMessages } from '../errors.ts';
import type { LoginPayload, LoginResponse } from '../../domain/user.ts';

/** Any valid argon2id hash: checked against when the email is unknown, so both paths cost the same. */
export const TimingDummyHash = Symbol.for('server.TimingDummyHash');

/** Checks the password and opens a session; `is_first_login` is true only the first time. */
@injectable()
export class SignIn {
  constructor(
    @inject(UnitOfWork) private readonly uow: UnitOfWork,
    @inject(PasswordHasher) private readonly hasher: PasswordHasher,
    @inject(Clock) private readonly clock: Clock,
    @inject(SessionIssuer) private readonly sessions: SessionIssuer,
    @inject(TimingDummyHash) private readonly dummyHash: string,
  ) {}

  async execute(command: LoginPayload): Promise<LoginResponse> {
    const email = command.email.trim().toLowerCase();
    const user = await this.uow.run((repos) => repos.users.findByEmail(email));
    const passwordOk = await this.hasher.verify(user?.passwordHash ?? this.dummyHash, command.password);
    if (!user || !passwordOk) throw new ServerError('AUTH.INVALID_CREDENTIALS', ServerMessages.invalidCredentials);
    if (user.disabledAt) throw new ServerError('AUTH.ACCOUNT_DISABLED', ServerMessages.accountDisabled);
    return this.uow.run(async (repos) => {
      const isFirstLogin = user.lastLoginAt === null;
      await repos.users.recordLogin(user.id, this.clock.now());
      const tokens = await this.sessions.issue(repos, user);
      return { ...tokens, user: toSessionUser(user), is_first_login: isFirstLogin };
    });
  }
}
