import { inject, injectable } from 'inversify';
import { UnitOfWork } from '../ports/unit-of-work.ts';
import { Clock } from '../ports/clock.ts';
import { IdGenerator } from '../ports/id-generator.ts';
import { OpaqueTokenFactory } from '../ports/opaque-token-factory.ts';
import { MailLinks } from './mail-links.ts';
import { ServerError } from '../errors.ts';
import { AuthServerMessages } from './auth-server-messages.ts';

const VERIFICATION_TTL_MS = 48 * 3600 * 1000;

/** Email verification with single-use, expiring links (`/verify-email`, `resend-verification`). */
@injectable()
export class EmailVerification {
  constructor(
    @inject(UnitOfWork) private readonly uow: UnitOfWork,
    @inject(Clock) private readonly clock: Clock,
    @inject(IdGenerator) private readonly ids: IdGenerator,
    @inject(OpaqueTokenFactory) private readonly tokens: OpaqueTokenFactory,
    @inject(MailLinks) private readonly links: MailLinks,
  ) {}

  async send(userId: string, email: string): Promise<void> {
    const issued = this.links.issue(VERIFICATION_TTL_MS);
    await this.uow.run((repos) =>
      repos.oneTimeTokens.create({
        id: this.ids.next(),
        purpose: 'verify_email',
        subjectId: userId,
        tokenHash: issued.tokenHash,
        expiresAt: issued.expiresAt,
        usedAt: null,
        createdAt: issued.issuedAt,
      }),
    );
    await this.links.send({
      to: email,
      subject: 'Verify your email address',
      path: '/verify-email',
      query: { token: issued.token },
      text: (link) => `Confirm your email address: ${link}\n\nThe link is valid for 48 hours.`,
    });
  }

  async verify(token: string): Promise<{ message: string }> {
    const now = this.clock.now();
    await this.uow.run(async (repos) => {
      const stored = await repos.oneTimeTokens.findByHash('verify_email', this.tokens.hash(token));
      if (!stored || stored.usedAt || stored.expiresAt <= now || !(await repos.oneTimeTokens.consume(stored.id, now))) {
        throw new ServerError('AUTH.TOKEN_EXPIRED', AuthServerMessages.verificationInvalid);
      }
      await repos.users.markEmailVerified(stored.subjectId, now);
    });
    return { message: AuthServerMessages.emailVerified };
  }

  /** Answers the same whether or not the account exists, so addresses cannot be probed. */
  async resend(email: string): Promise<{ message: string }> {
    const user = await this.uow.run((repos) => repos.users.findByEmail(email.trim().toLowerCase()));
    if (user && !user.emailVerifiedAt && !user.disabledAt) await this.send(user.id, user.email);
    return { message: AuthServerMessages.verificationSent };
  }
}
