import { inject, injectable } from 'inversify';
import { UnitOfWork } from '../ports/unit-of-work.ts';
import { PasswordHasher } from '../ports/password-hasher.ts';
import { IdGenerator } from '../ports/id-generator.ts';
import { Clock } from '../ports/clock.ts';
import { PasswordRules } from './password-rules.ts';
import { ServerError } from '../errors.ts';
import { AuthServerMessages } from './auth-server-messages.ts';

/** Creates the platform's system admin from configuration if that account does not exist yet. */
@injectable()
export class SeedPlatformAdmin {
  constructor(
    @inject(UnitOfWork) private readonly uow: UnitOfWork,
    @inject(PasswordHasher) private readonly hasher: PasswordHasher,
    @inject(IdGenerator) private readonly ids: IdGenerator,
    @inject(Clock) private readonly clock: Clock,
    @inject(PasswordRules) private readonly passwordRules: PasswordRules,
  ) {}

  /** Returns true when the account was created now; refuses (and so stops the start) a password the rules refuse. */
  async execute(command: { email: string; password: string }): Promise<boolean> {
    const email = command.email.trim().toLowerCase();
    // An admin created earlier keeps its password: only a password about to be set is judged.
    if (await this.uow.run((repos) => repos.users.findByEmail(email))) return false;
    try {
      await this.passwordRules.assertAcceptable(command.password, { email });
    } catch (error) {
      if (error instanceof ServerError) throw new ServerError(error.code, AuthServerMessages.adminPasswordRefused(error.message), error.fieldErrors);
      throw error;
    }
    const passwordHash = await this.hasher.hash(command.password);
    return this.uow.run(async (repos) => {
      if (await repos.users.findByEmail(email)) return false;
      await repos.users.create({
        id: this.ids.next(),
        email,
        name: 'System Admin',
        passwordHash,
        role: 'system_admin',
        orgId: null,
        createdAt: this.clock.now(),
        lastLoginAt: null,
        disabledAt: null,
        emailVerifiedAt: this.clock.now(),
      });
      return true;
    });
  }
}
