import { inject, injectable } from 'inversify';
import { UnitOfWork } from '../ports/unit-of-work.ts';
import { Clock } from '../ports/clock.ts';
import { IdGenerator } from '../ports/id-generator.ts';
import { MailLinks } from './mail-links.ts';
import { requirePlatformAdmin } from '../admin/require-platform-admin.ts';
import { ServerError, ServerMessages } from '../errors.ts';
import { AuthServerMessages } from './auth-server-messages.ts';
import type { Principal } from './principal.ts';

const PASS_TTL_MS = 14 * 24 * 3600 * 1000;

/** The waitlist: anyone joins; a platform admin approves, which emails a single-use registration link. */
@injectable()
export class ManageWaitlist {
  constructor(
    @inject(UnitOfWork) private readonly uow: UnitOfWork,
    @inject(Clock) private readonly clock: Clock,
    @inject(IdGenerator) private readonly ids: IdGenerator,
    @inject(MailLinks) private readonly links: MailLinks,
  ) {}

  /** Joining twice is harmless and answers the same. */
  async join(command: { email: string; name: string; company?: string | null }): Promise<{ message: string }> {
    const email = command.email.trim().toLowerCase();
    await this.uow.run(async (repos) => {
      if (await repos.waitlist.findByEmail(email)) return;
      await repos.waitlist.add({ id: this.ids.next(), email, name: command.name.trim(), company: command.company?.trim() || null, status: 'pending', createdAt: this.clock.now(), approvedAt: null });
    });
    return { message: AuthServerMessages.waitlistJoined };
  }

  async list(principal: Principal, query: { status?: 'pending' | 'approved'; limit?: number; offset?: number }) {
    requirePlatformAdmin(principal, 'read');
    const { rows, total } = await this.uow.run((repos) => repos.waitlist.list(query.status, Math.min(query.limit ?? 50, 200), query.offset ?? 0));
    return {
      total,
      entries: rows.map((r) => ({ id: r.id, email: r.email, name: r.name, company: r.company, status: r.status, created_at: r.createdAt.toISOString(), approved_at: r.approvedAt?.toISOString() ?? null })),
    };
  }

  async approve(principal: Principal, entryId: string): Promise<{ message: string }> {
    requirePlatformAdmin(principal, 'write');
    const issued = this.links.issue(PASS_TTL_MS);
    const entry = await this.uow.run(async (repos) => {
      const found = await repos.waitlist.findById(entryId);
      if (!found) throw new ServerError('ADMIN.NOT_FOUND', ServerMessages.adminTargetNotFound);
      await repos.waitlist.approve(found.id, issued.issuedAt);
      await repos.oneTimeTokens.create({ id: this.ids.next(), purpose: 'waitlist_pass', subjectId: found.id, tokenHash: issued.tokenHash, expiresAt: issued.expiresAt, usedAt: null, createdAt: issued.issuedAt });
      return found;
    });
    await this.links.send({
      to: entry.email,
      subject: 'Your access is ready',
      path: '/register',
      query: { waitlist: issued.token, email: entry.email },
      text: (link) => `You are in. Create your account: ${link}`,
    });
    return { message: AuthServerMessages.waitlistApproved };
  }
}
