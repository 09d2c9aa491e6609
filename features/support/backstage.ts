import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../adapters/server/db/schema.ts';

/** An email as it reaches the person's inbox: its subject and the link in it. */
export interface ReceivedMail {
  subject: string;
  link: string | null;
}

/**
 * What happens outside the app during a scenario: the mail the server sent (read from its outbox, as
 * the person reads their inbox), and what an operator does to the server's accounts where the product
 * has no screen for it, read from and written to the real server's database.
 */
export interface Backstage {
  /** Mail sent to this address, newest first. */
  mailTo(address: string): Promise<ReceivedMail[]>;
  /** An operator makes this account a support admin (the real server: in its database, as its own tests do). */
  makeSupportAdmin(email: string): Promise<void>;
}

/** Over the real server's database: the outbox table of OutboxMailer, and the users table. */
export function realServerBackstage(db: Kysely<DatabaseSchema>): Backstage {
  return {
    async mailTo(address) {
      const rows = await db.selectFrom('mail_outbox').select(['subject', 'link']).where('to_address', '=', address.trim().toLowerCase()).orderBy('created_at', 'desc').execute();
      return rows.map((r) => ({ subject: r.subject, link: r.link }));
    },
    async makeSupportAdmin(email) {
      const changed = await db.updateTable('users').set({ role: 'support_admin', org_id: null }).where('email', '=', email.trim().toLowerCase()).executeTakeFirst();
      if (Number(changed.numUpdatedRows) !== 1) throw new Error(`no account ${email} to make a support admin`);
    },
  };
}
