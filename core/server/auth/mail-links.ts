import { inject, injectable, type ServiceIdentifier } from 'inversify';
import { Clock } from '../ports/clock.ts';
import { OpaqueTokenFactory } from '../ports/opaque-token-factory.ts';
import { Mailer } from '../ports/mailer.ts';

/** The configured public URL of the web app; mail links are built on it, never on a request's Host. */
export const AppUrl: ServiceIdentifier<string> = Symbol.for('server.AppUrl');

/** A fresh single-use link token: mail `token`, store only `tokenHash` with `expiresAt`. */
export interface IssuedLink {
  token: string;
  tokenHash: string;
  issuedAt: Date;
  expiresAt: Date;
}

export interface LinkMail {
  to: string;
  subject: string;
  /** App path of the link, e.g. `/verify-email`. */
  path: string;
  /** Query parameters in order; each value is URL-encoded. */
  query: Record<string, string>;
  /** The message body around the absolute link. */
  text: (link: string) => string;
}

/** Issues and mails single-use links (email verification, waitlist pass, invitation). */
@injectable()
export class MailLinks {
  constructor(
    @inject(Clock) private readonly clock: Clock,
    @inject(OpaqueTokenFactory) private readonly tokens: OpaqueTokenFactory,
    @inject(Mailer) private readonly mailer: Mailer,
    @inject(AppUrl) private readonly appUrl: string,
  ) {}

  issue(ttlMs: number): IssuedLink {
    const token = this.tokens.create();
    const issuedAt = this.clock.now();
    return { token, tokenHash: this.tokens.hash(token), issuedAt, expiresAt: new Date(issuedAt.getTime() + ttlMs) };
  }

  async send(mail: LinkMail): Promise<void> {
    const query = Object.entries(mail.query).map(([name, value]) => `${name}=${encodeURIComponent(value)}`).join('&');
    const link = `${this.appUrl}${mail.path}?${query}`;
    await this.mailer.send({ to: mail.to, subject: mail.subject, text: mail.text(link), link });
  }
}
