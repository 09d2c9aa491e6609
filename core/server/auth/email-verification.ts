import { inject, injectable } from 'inversify';
import { UnitOfWork } from '../ports/unit-of-work.ts';
import { Clock } from '../ports/clock.ts';
import { IdGenerator } from '../ports/id-generator.ts';
import { OpaqueTokenFactory } from '../ports/opaque-token-factory.ts';
import { Mailer } from '../ports/mailer.ts';
import { AppUrl } from '../organizations/invite-member.ts';
import { ServerError, ServerMessages } from '../errors.ts';

const VERIFICATION_TTL_MS = 48 * 3600 * 1000;

/** Email verification with single-use, expiring links (`/verify-email`, `resend-verification`). */
@injectable()
export class EmailVerification {
  constructor(
    @inject(UnitOfWork) private readonly uow: UnitOfWork,
    @inject(Clock) private readonly clock: Clock,
    @inject(IdGenerator) private readonly ids: IdGenerator,
    @inject(OpaqueTokenFactory) private readonly tokens: OpaqueTokenFactory,
    @inject(Mailer) private readonly mailer: Mailer,
    @inject(AppUrl) private readonly appUrl: string,
  ) {}

  async send(userId: string, email: string): Promise<void> {
    const token = this.tokens.create();
    const now = this.clock.now();
    await this.uow.run((repos) =>
      repos.oneTimeTokens.create({
        id: this.ids.next(),
        purpose: 'verify_email',
        subjectId: userId,
        tokenHash: this.tokens.hash(token),
        expiresAt: new Date(now.getTime() + VERIFICATION_TTL_MS),
        usedAt: null,
        createdAt: now,
      }),
    );
    const link = `${this.appUrl}/verify-email?token=${encodeURIComponent(token)}`;
    await this.mailer.send({ to: email, subject: 'Verify your email address', text: `Confirm your email address: ${link}\n\nThe link is valid for 48 hours.`, link });
  }

  async verify(token: string): Promise<{ message: string }> {
    const now = this.clock.now();
    await this.uow.run(async (repos) => {
      const stored = await repos.oneTimeTokens.findByHash('verify_email', this.tokens.hash(token));
      if (!stored || stored.usedAt || stored.expiresAt <= now || !(await repos.oneTimeTokens.consume(stored.id, now))) {
        throw new ServerError('AUTH.TOKEN_EXPIRED', ServerMessages.verificationInvalid);
      }
      await repos.users.markEmailVerified(stored.subjectId, now);
    });
    return { message: ServerMessages.emailVerified };
  }

  /** Answers the same whether or not the account exists, so addresses cannot be probed. */
  async resend(email: string): Promise<{ message: string }> {
    const user = await this.uow.run((repos) => repos.users.findByEmail(email.trim().toLowerCase()));
    if (user && !user.emailVerifiedAt && !user.disabledAt) await this.send(user.id, user.email);
    return { message: ServerMessages.verificationSent };
  }
}
