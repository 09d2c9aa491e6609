import { inject, injectable } from 'inversify';
import { UnitOfWork } from '../ports/unit-of-work.ts';
import { PasswordHasher } from '../ports/password-hasher.ts';
import { IdGenerator } from '../ports/id-generator.ts';
import { Clock } from '../ports/clock.ts';

/** Creates the platform's system admin from configuration if that account does not exist yet. */
@injectable()
export class SeedPlatformAdmin {
  constructor(
    @inject(UnitOfWork) private readonly uow: UnitOfWork,
    @inject(PasswordHasher) private readonly hasher: PasswordHasher,
    @inject(IdGenerator) private readonly ids: IdGenerator,
    @inject(Clock) private readonly clock: Clock,
  ) {}

  /** Returns true when the account was created now. */
  async execute(command: { email: string; password: string }): Promise<boolean> {
    const email = command.email.trim().toLowerCase();
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
