import type { ServiceIdentifier } from 'inversify';
import type { OutgoingMail } from './records.ts';

/** Sends mail: SMTP when configured, else the outbox kept in the database and logged. */
export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
}
export const Mailer: ServiceIdentifier<Mailer> = Symbol.for('server.Mailer');
