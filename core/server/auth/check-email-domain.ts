import { inject, injectable } from 'inversify';
import { UnitOfWork } from '../ports/unit-of-work.ts';
import { PublicEmailDomains } from '../ports/public-email-domains.ts';
import { RateLimitStore } from '../ports/rate-limit-store.ts';
import { Clock } from '../ports/clock.ts';
import { ServerError, ServerMessages } from '../errors.ts';

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
    @inject(RateLimitStore) private readonly limits: RateLimitStore,
    @inject(Clock) private readonly clock: Clock,
  ) {}

  async execute(rawEmail: string, context: { ip?: string | null } = {}): Promise<DomainCheck> {
    const reservation = await this.limits.reserve([{ key: `check-domain:ip:${context.ip ?? 'unknown'}`, ...DOMAIN_CHECK_LIMIT }], this.clock.now());
    if (!reservation.granted) {
      const retryAfter = Math.max(1, Math.ceil(reservation.retryAfterMs / 1000));
      throw new ServerError('AUTH.THROTTLED', ServerMessages.tooManyRequests(retryAfter), [], { retryAfterSeconds: retryAfter });
    }
    const email = rawEmail.trim().toLowerCase();
    const match = EMAIL.exec(email);
    if (!match || email.length > 254) {
      return { has_existing_org: false, email_valid: false, email_error: ServerMessages.emailInvalid, email_exists: false };
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
