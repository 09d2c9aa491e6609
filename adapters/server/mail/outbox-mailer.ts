import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Mailer } from '../../../core/server/ports/mailer.ts';
import type { OutgoingMail } from '../../../core/server/ports/records.ts';
import type { DatabaseSchema } from '../db/schema.ts';

/** The default mailer: keeps each message in the database outbox and logs its link, so no mail server is needed. */
export class OutboxMailer implements Mailer {
  constructor(
    private readonly db: Kysely<DatabaseSchema>,
    private readonly log: (line: string) => void,
  ) {}

  async send(mail: OutgoingMail): Promise<void> {
    await this.db
      .insertInto('mail_outbox')
      .values({ id: randomUUID(), to_address: mail.to, subject: mail.subject, body: mail.text, link: mail.link ?? null, created_at: new Date().toISOString() })
      .execute();
    this.log(`mail to ${mail.to}: ${mail.subject}${mail.link ? ` (${mail.link})` : ''}`);
  }
}
