import { inject, injectable } from 'inversify';
import { UnitOfWork } from '../ports/unit-of-work.ts';
import { PublicEmailDomains } from '../ports/public-email-domains.ts';
import { AddressLimit } from './address-limit.ts';
import { AuthServerMessages } from './auth-server-messages.ts';

export interface DomainCheck {
  has_existing_org: boolean;
  email_valid: boolean;
  email_error: string | null;
  email_exists: boolean;
}

const EMAIL = /^[^\s@]+@([^\s@]+\.[^\s@]+)$/;

/** The answer tells whether an account exists, so one address may ask only this often (as often as it may guess passwords). */
const DOMAIN_CHECK_LIMIT = { max: 30, windowMs: 15 * 60_000 };

/** Before registering: is the email usable, taken, and does a colleague's organization already use its domain? */
@injectable()
export class CheckEmailDomain {
  constructor(
    @inject(UnitOfWork) private readonly uow: UnitOfWork,
    @inject(PublicEmailDomains) private readonly publicDomains: PublicEmailDomains,
    @inject(AddressLimit) private readonly limit: AddressLimit,
  ) {}

  async execute(rawEmail: string, context: { ip?: string | null } = {}): Promise<DomainCheck> {
    await this.limit.take('check-domain', context.ip, DOMAIN_CHECK_LIMIT);
    const email = rawEmail.trim().toLowerCase();
    const match = EMAIL.exec(email);
    if (!match || email.length > 254) {
      return { has_existing_org: false, email_valid: false, email_error: AuthServerMessages.emailInvalid, email_exists: false };
    }
    const domain = match[1]!;
    return this.uow.run(async (repos) => ({
      has_existing_org: !this.publicDomains.isPublic(domain) && (await repos.users.domainHasOrganization(domain)) !== null,
      email_valid: true,
      email_error: null,
      email_exists: (await repos.users.findByEmail(email)) !== null,
    }));
  }
}
