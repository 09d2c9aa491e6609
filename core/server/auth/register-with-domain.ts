import { inject, injectable } from 'inversify';
import { UnitOfWork } from '../ports/unit-of-work.ts';
import { PasswordHasher } from '../ports/password-hasher.ts';
import { IdGenerator } from '../ports/id-generator.ts';
import { Clock } from '../ports/clock.ts';
import { PublicEmailDomains } from '../ports/public-email-domains.ts';
import { REGISTRATION_LIMIT, RegisterAccount } from './register-account.ts';
import { AddressLimit } from './address-limit.ts';
import { PasswordRules } from './password-rules.ts';
import { ServerError } from '../errors.ts';
import { AuthServerMessages } from './auth-server-messages.ts';
import type { RegisterPayload } from '../../domain/auth/user.ts';

export type DomainChoice = 'join_existing' | 'create_new';

/**
 * Registration after the domain check: `join_existing` creates the account with no organization and
 * files a join request to the organization of that domain (access comes with approval); `create_new`
 * registers a new organization as `/register` does.
 */
@injectable()
export class RegisterWithDomain {
  constructor(
    @inject(UnitOfWork) private readonly uow: UnitOfWork,
    @inject(PasswordHasher) private readonly hasher: PasswordHasher,
    @inject(IdGenerator) private readonly ids: IdGenerator,
    @inject(Clock) private readonly clock: Clock,
    @inject(PublicEmailDomains) private readonly publicDomains: PublicEmailDomains,
    @inject(RegisterAccount) private readonly registerAccount: RegisterAccount,
    @inject(PasswordRules) private readonly passwordRules: PasswordRules,
    @inject(AddressLimit) private readonly limit: AddressLimit,
  ) {}

  async execute(command: { choice: DomainChoice } & Omit<RegisterPayload, 'org_name'> & { org_name?: string }, context: { limitAddress?: string | null } = {}): Promise<{ message: string }> {
    if (command.choice !== 'join_existing') {
      if (!command.org_name?.trim()) {
        throw new ServerError('VALIDATION.INVALID', 'Organization name is required', [
          { loc: ['body', 'org_name'], msg: 'Organization name is required', type: 'missing' },
        ]);
      }
      await this.registerAccount.execute({ ...command, org_name: command.org_name }, context);
      return { message: AuthServerMessages.organizationCreated };
    }
    await this.limit.take('register', context.limitAddress, REGISTRATION_LIMIT);
    const email = command.email.trim().toLowerCase();
    const domain = email.split('@')[1] ?? '';
    await this.passwordRules.assertAcceptable(command.password, { email, name: command.name });
    const passwordHash = await this.hasher.hash(command.password);
    await this.uow.run(async (repos) => {
      if (await repos.users.findByEmail(email)) throw new ServerError('AUTH.EMAIL_TAKEN', AuthServerMessages.emailTaken);
      const orgId = this.publicDomains.isPublic(domain) ? null : await repos.users.domainHasOrganization(domain);
      if (!orgId) {
        throw new ServerError('VALIDATION.INVALID', AuthServerMessages.noOrganizationForDomain, [
          { loc: ['body', 'choice'], msg: AuthServerMessages.noOrganizationForDomain, type: 'value_error' },
        ]);
      }
      const now = this.clock.now();
      const userId = this.ids.next();
      await repos.users.create({
        id: userId,
        email,
        name: command.name.trim(),
        passwordHash,
        role: 'org_member',
        orgId: null,
        createdAt: now,
        lastLoginAt: null,
        disabledAt: null,
      });
      await repos.joinRequests.create({ id: this.ids.next(), orgId, userId, status: 'pending', createdAt: now, decidedAt: null, decidedBy: null });
    });
    return { message: AuthServerMessages.joinRequested };
  }
}
